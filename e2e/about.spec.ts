import { downloadedBytes } from "./helpers/files";
import { patientExpect as expect, expectNoAxeViolations, gotoUnlocked, test } from "./helpers/fixtures";
import type { Page } from "@playwright/test";

test.describe.configure({ timeout: 90_000 });

const panel = (page: Page, title: string) => page.getByRole("region", { name: title, exact: true });
const messages = (page: Page, title: string) => page.getByRole("log", { name: `${title} messages` }).getByRole("listitem");

test("the Closing Team page: founder, principles, and the deal room's five panels", async ({ page }) => {
  await gotoUnlocked(page, "/about/");
  await expect(page).toHaveTitle(/Closing Team/);
  await expect(page.getByRole("heading", { level: 2, name: "Adrienne Castell" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "Principles" })).toBeVisible();
  await expect(page.getByRole("region", { name: "Principles" }).getByRole("listitem")).toHaveCount(5);

  for (const [title, count] of [
    ["Group Discussion", 3],
    ["Buyer", 2],
    ["Realtor", 2],
    ["Seller", 3],
    ["Finance Lead", 2],
  ] as const) {
    await expect(messages(page, title)).toHaveCount(count);
  }
  const group = panel(page, "Group Discussion");
  await expect(group.getByRole("button", { name: "Upload" })).toBeVisible();
  await expect(group.getByRole("button", { name: "Download" })).toBeVisible();
  await expect(group.getByRole("button", { name: "Send" })).toBeDisabled();
  await expect(panel(page, "Finance Lead").getByRole("textbox", { name: "Reply to the finance lead" })).toBeVisible();
  await expectNoAxeViolations(page);
});

test("a reply is appended to its panel and kept after a reload", async ({ page }) => {
  await gotoUnlocked(page, "/about/");
  await expect(messages(page, "Buyer")).toHaveCount(2);
  const buyer = panel(page, "Buyer");
  await buyer
    .getByRole("textbox", { name: "Reply to the buyer" })
    .fill("The seller agreed: the terrace furniture is in the special terms.");
  await buyer.getByRole("button", { name: "Send" }).click();
  await expect(messages(page, "Buyer")).toHaveCount(3);
  await expect(messages(page, "Buyer").last()).toContainText("Marisol Vega");
  await expect(messages(page, "Buyer").last()).toContainText("The seller agreed");
  // Only its own panel changed.
  await expect(messages(page, "Seller")).toHaveCount(3);

  await panel(page, "Finance Lead").getByRole("textbox").fill("Statements uploaded.");
  await panel(page, "Finance Lead").getByRole("textbox").press("Enter");
  await expect(messages(page, "Finance Lead")).toHaveCount(3);

  await page.reload();
  await expect(messages(page, "Buyer")).toHaveCount(3);
  await expect(messages(page, "Finance Lead").last()).toContainText("Statements uploaded.");
});

test("Upload attaches a file to the group discussion; Download saves the discussion as text", async ({ page }) => {
  await gotoUnlocked(page, "/about/");
  await expect(messages(page, "Group Discussion")).toHaveCount(3);
  const group = panel(page, "Group Discussion");
  const [chooser] = await Promise.all([page.waitForEvent("filechooser"), group.getByRole("button", { name: "Upload" }).click()]);
  await chooser.setFiles({ name: "title-commitment.pdf", mimeType: "application/pdf", buffer: Buffer.from("%PDF-1.7\n%%EOF\n") });
  await group.getByRole("button", { name: "Send" }).click();
  await expect(messages(page, "Group Discussion")).toHaveCount(4);
  await expect(group.getByRole("button", { name: /Download title-commitment\.pdf/ })).toBeVisible();
  await expect(messages(page, "Group Discussion").last()).toContainText("Shared title-commitment.pdf");

  await group.getByRole("textbox").fill("Appraisal moved to Friday.");
  await group.getByRole("textbox").press("Enter");
  await expect(messages(page, "Group Discussion")).toHaveCount(5);

  const [download] = await Promise.all([
    page.waitForEvent("download"),
    group.getByRole("button", { name: "Download", exact: true }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^closing-group-discussion-\d{4}-\d{2}-\d{2}\.txt$/);
  const text = (await downloadedBytes(download)).toString("utf8");
  expect(text.startsWith("Group Discussion\n")).toBe(true);
  expect(text).toContain("(Finance Lead)");
  expect(text).toContain("Jumbo loan pre-approval is uploaded.");
  expect(text).toContain("Attachment: title-commitment.pdf");
  expect(text).toContain("    Appraisal moved to Friday.");
});
