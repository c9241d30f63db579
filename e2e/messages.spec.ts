import { downloadedBytes } from "./helpers/files";
import { patientExpect as expect, expectNoAxeViolations, gotoUnlocked, route, test, unlock } from "./helpers/fixtures";
import type { Page } from "@playwright/test";

test.describe.configure({ timeout: 90_000 });

const log = (page: Page) => page.getByRole("log", { name: "Conversation messages" });
const box = (page: Page) => page.getByRole("textbox", { name: /Message to/ });
const send = (page: Page) => page.getByRole("button", { name: "Send" });

const pdf = {
  name: "inspection-report.pdf",
  mimeType: "application/pdf",
  buffer: Buffer.from("%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n", "latin1"),
};

async function attach(page: Page, file: { name: string; mimeType: string; buffer: Buffer }) {
  const [chooser] = await Promise.all([
    page.waitForEvent("filechooser"),
    page.getByRole("button", { name: "Attach a PDF or image" }).click(),
  ]);
  await chooser.setFiles(file);
}

test("shows the participants and the contract's thread, own messages on the right", async ({ page }) => {
  await gotoUnlocked(page, "/contracts/1/messages/");
  await expect(page.getByRole("heading", { level: 1, name: "Contract Messages" })).toBeVisible();
  const participants = page.getByRole("region", { name: "Participants" });
  for (const name of ["Eleanor Whitfield", "Collins Dune Holdings LLC", "Marisol Vega"]) await expect(participants).toContainText(name);
  await expect(page.getByRole("link", { name: "Back to contract #000001" })).toHaveAttribute("href", route("/contracts/1"));

  const messages = log(page).getByRole("listitem");
  await expect(messages).toHaveCount(5);
  await expect(messages.first()).toContainText("Marisol Vega");
  await expect(messages.first()).toContainText("Realtor");
  await expect(messages.first()).toContainText(/Nov 19, 2026/);
  await expect(log(page).locator("[data-own]")).toHaveCount(2);
  const own = await log(page).locator("[data-own] article").first().boundingBox();
  const theirs = await messages.first().locator("article").boundingBox();
  expect(own && theirs && own.x > theirs.x).toBe(true);

  await expect(page.getByText("not encrypted or sent to the other parties")).toBeVisible();
  await expect(page.locator("#main")).not.toContainText("encrypted and logged");
  await expectNoAxeViolations(page);
});

test("Send is disabled for blank text; Enter sends, Shift+Enter adds a line; messages survive a reload", async ({ page }) => {
  await gotoUnlocked(page, "/contracts/2/messages/");
  await expect(log(page).getByRole("listitem")).toHaveCount(4);
  await expect(send(page)).toBeDisabled();
  await box(page).fill("   \n  ");
  await expect(send(page)).toBeDisabled();
  await box(page).press("Enter");
  await expect(log(page).getByRole("listitem")).toHaveCount(4);

  await box(page).fill("First line");
  await box(page).press("Shift+Enter");
  await box(page).pressSequentially("second line");
  await expect(box(page)).toHaveValue("First line\nsecond line");
  await box(page).press("Enter");
  await expect(log(page).getByRole("listitem")).toHaveCount(5);
  const last = log(page).getByRole("listitem").last();
  await expect(last.locator("[data-user-content]")).toHaveText("First line\nsecond line");
  await expect(last).toContainText("Julian Ashworth");
  await expect(last).toHaveAttribute("data-own", "true");
  await expect(box(page)).toHaveValue("");

  await box(page).fill("Sent with the button");
  await send(page).click();
  await expect(log(page).getByRole("listitem")).toHaveCount(6);

  await page.reload();
  await expect(log(page).getByRole("listitem")).toHaveCount(6);
  await expect(log(page)).toContainText("Sent with the button");
  // Other threads are untouched.
  await page.goto("/contracts/1/messages/");
  await expect(log(page).getByRole("listitem")).toHaveCount(5);
});

test("text is always shown as text: markup and script payloads appear literally and run nothing", async ({ page, dialogs }) => {
  await page.addInitScript(() => {
    (window as unknown as { __xss: number }).__xss = 0;
  });
  await gotoUnlocked(page, "/contracts/1/messages/");
  await expect(log(page).getByRole("listitem")).toHaveCount(5);
  const payloads = [
    `<script>window.__xss=1;alert(1)</script>`,
    `<img src=x onerror="window.__xss=2;alert(2)">`,
    `"><svg onload="window.__xss=3;alert(3)">`,
    `<a href="javascript:window.__xss=5">x</a>`,
    "\u202Egnp.exe {{7*7}} ${alert(6)}",
  ];
  for (const payload of payloads) {
    await box(page).fill(payload);
    await send(page).click();
    await expect(log(page).locator("[data-user-content]").last()).toHaveText(payload);
  }
  await page.reload();
  const texts = log(page).locator("[data-user-content]");
  await expect(texts).toHaveCount(5 + payloads.length);
  for (const [index, payload] of payloads.entries()) await expect(texts.nth(5 + index)).toHaveText(payload);
  await expect(log(page).locator("[data-user-content] :is(script, img, svg, a, iframe)")).toHaveCount(0);
  expect(await page.evaluate(() => (window as unknown as { __xss: number }).__xss)).toBe(0);
  expect(dialogs).toEqual([]);
});

test("attaches a checked PDF that downloads with the checked type; refuses a disguised file", async ({ page }) => {
  await gotoUnlocked(page, "/contracts/1/messages/");
  await expect(log(page).getByRole("listitem")).toHaveCount(5);
  await attach(page, { name: "notes.pdf", mimeType: "application/pdf", buffer: Buffer.from("<html><script>alert(1)</script></html>") });
  await expect(page.getByRole("alert").filter({ hasText: "The selected file must be a PDF, PNG, JPEG or WebP" })).toBeVisible();
  await expect(send(page)).toBeDisabled();

  await attach(page, pdf);
  await expect(page.getByText("Attached:")).toBeAttached();
  await expect(page.getByText(/inspection-report\.pdf/).first()).toBeVisible();
  await expect(send(page)).toBeEnabled();
  await box(page).fill("The inspection report, as promised.");
  await box(page).press("Enter");

  const attachment = log(page).getByRole("button", { name: /Download inspection-report\.pdf/ });
  await expect(attachment).toBeVisible();
  await expect(attachment).toContainText("PDF");
  await page.reload();
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    log(page)
      .getByRole("button", { name: /Download inspection-report\.pdf/ })
      .click(),
  ]);
  expect(download.suggestedFilename()).toBe("inspection-report.pdf");
  expect((await downloadedBytes(download)).equals(pdf.buffer)).toBe(true);

  // A PNG with a misleading name and type is kept as what its bytes say it is.
  const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
  await attach(page, { name: "floorplan.html", mimeType: "text/html", buffer: png });
  await send(page).click();
  await expect(log(page).getByRole("button", { name: /Download floorplan\.png/ })).toContainText("PNG image");
  await expectNoAxeViolations(page);
});

test("refuses a file over 10 MB", async ({ page }) => {
  await gotoUnlocked(page, "/contracts/1/messages/");
  await expect(log(page).getByRole("listitem")).toHaveCount(5);
  const big = Buffer.alloc(10 * 1024 * 1024 + 1, 0x20);
  big.write("%PDF-1.4", 0, "latin1");
  await attach(page, { name: "huge.pdf", mimeType: "application/pdf", buffer: big });
  await expect(page.getByRole("alert").filter({ hasText: "The selected file must be smaller than 10MB" })).toBeVisible();
});

test("a message sent in one tab shows up in another without a reload", async ({ page }) => {
  await gotoUnlocked(page, "/contracts/3/messages/");
  await expect(log(page).getByRole("listitem")).toHaveCount(5);
  const other = await page.context().newPage();
  await unlock(other);
  await other.goto("/contracts/3/messages/");
  await expect(log(other).getByRole("listitem")).toHaveCount(5);
  await box(other).fill("Photos of the terrace repair are attached to the board packet.");
  await box(other).press("Enter");
  await expect(log(other).getByRole("listitem")).toHaveCount(6);
  await expect(log(page).getByRole("listitem")).toHaveCount(6);
  await expect(log(page)).toContainText("Photos of the terrace repair");
});
