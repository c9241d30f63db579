import { createContract, newContract, signAs } from "./helpers/contracts";
import { patientExpect as expect, expectNoAxeViolations, gotoUnlocked, route, test, unlock } from "./helpers/fixtures";
import { toasts } from "./helpers/page";

test.describe.configure({ timeout: 90_000 });

test("create, open, reload at its address, sign as buyer, sign as seller: the contract is In Review", async ({ page }) => {
  await gotoUnlocked(page, "/contracts/");
  const card = await createContract(page);
  await card.click();
  await expect(page).toHaveURL(/\/contracts\/5\/$/);

  // A full reload on the static host: 404.html renders the contract from the store.
  const response = await page.reload();
  expect(response?.status()).toBe(404);
  await expect(page.getByText("2 parties need to sign")).toBeVisible();

  await page.getByRole("link", { name: "Sign Now" }).click();
  await expect(page).toHaveURL(/\/contracts\/5\/sign\/$/);
  await expect(page.getByRole("heading", { level: 1, name: "Digital Signature" })).toBeVisible();
  await expect(page.getByRole("radio")).toHaveCount(2);
  await signAs(page, "Buyer", newContract.buyerName);
  await expect(page).toHaveURL(/\/contracts\/5\/$/);
  await expect(page.getByText("1 party needs to sign")).toBeVisible();
  const signatures = page.getByRole("region", { name: "Signature status" });
  // The signature lines themselves; the list of signature checks beside them is another list.
  const lines = signatures.locator(":scope > ul > li");
  await expect(lines.filter({ hasText: "Buyer" })).toContainText(/Signed [A-Z][a-z]{2} \d{1,2}, \d{4}/);
  await expect(lines.filter({ hasText: "Buyer" })).toContainText(newContract.buyerName);
  await expect(signatures.getByRole("list", { name: "Signature checks" }).getByRole("listitem")).toContainText(
    "Terms unchanged since signed",
  );

  await page.getByRole("link", { name: "Sign Contract" }).click();
  // Only the party still pending is offered.
  await expect(page.getByRole("radio")).toHaveCount(1);
  await expect(page.getByRole("radio", { name: /^Seller:/ })).toBeChecked();
  await signAs(page, "Seller", newContract.sellerName.toUpperCase());
  await expect(toasts(page).getByText(/the contract is now in review/)).toBeVisible();
  await expect(page).toHaveURL(/\/contracts\/5\/$/);
  await expect(page.getByRole("tabpanel")).toContainText("In Review");
  await expect(page.getByText(/parties? needs? to sign/)).toHaveCount(0);
  await expect(signatures.getByText("Pending")).toHaveCount(0);

  await page.getByRole("tab", { name: "Timeline" }).click();
  for (const event of ["Contract created", "Buyer signed", "Seller signed", "Fully signed"]) {
    await expect(page.getByRole("tabpanel").getByRole("heading", { name: event })).toBeVisible();
  }

  await page.goto("/contracts/?tab=review");
  await expect(page.getByRole("link", { name: new RegExp(newContract.propertyName) })).toContainText("In Review");
});

test("the sign page: summary, key terms, acknowledgement, live preview, and a button disabled until name and agreement", async ({
  page,
}) => {
  await gotoUnlocked(page, "/contracts/1/sign/");
  await expect(page).toHaveTitle(/Digital Signature/);
  const main = page.locator("#main");
  for (const text of [
    "$8,900,000",
    "$890,000",
    "Feb 26, 2027",
    "Eleanor Whitfield",
    "Collins Dune Holdings LLC",
    "Inspection contingency",
    "Furniture package",
  ]) {
    await expect(main).toContainText(text);
  }
  await expect(page.getByRole("heading", { name: "Legal acknowledgement" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Recorded on this device" })).toBeVisible();
  await expect(main).toContainText("Signed with a key kept in this browser; anyone can check this document at /verify.");
  await expect(main).toContainText("Nothing is encrypted, uploaded or emailed");
  await expect(page.getByLabel("Capacity (optional)")).toHaveValue("");
  await expect(main).not.toContainText("Secure & Encrypted");

  const sign = page.getByRole("button", { name: "Sign Contract" });
  await expect(page.getByRole("radio", { name: /^Buyer: Eleanor Whitfield/ })).toBeChecked();
  await expect(sign).toBeDisabled();
  await page.getByLabel("Full legal name").fill("Eleanor Whitfield");
  await expect(page.getByTestId("signature-preview")).toHaveText("Eleanor Whitfield");
  await expect(page.getByTestId("signature-preview")).toHaveCSS("font-style", "italic");
  await expect(sign).toBeDisabled();
  await page.getByRole("checkbox", { name: /I agree/ }).check();
  await expect(sign).toBeEnabled();
  await page.getByRole("checkbox", { name: /I agree/ }).uncheck();
  await expect(sign).toBeDisabled();
  await expectNoAxeViolations(page);
});

test("submitting anyhow (Enter) without a name or agreement shows Missing Information", async ({ page }) => {
  await gotoUnlocked(page, "/contracts/1/sign/");
  await page.getByLabel("Full legal name").press("Enter");
  await expect(toasts(page).getByText("Missing Information")).toBeVisible();
  await expect(toasts(page).getByText("Please complete all fields to sign the contract.")).toBeVisible();
  await expect(page.getByRole("alert").filter({ hasText: "There is a problem" })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.reload();
  await expect(page.getByRole("radio", { name: /^Buyer:/ })).toBeVisible();
  await page.goto("/contracts/1/");
  await expect(page.getByText("2 parties need to sign")).toBeVisible();
});

test("contracts that are fully signed, completed or cancelled cannot be signed, and the page says why", async ({ page }) => {
  await gotoUnlocked(page, "/contracts/3/sign/");
  await expect(page.getByRole("heading", { name: "This contract cannot be signed" })).toBeVisible();
  await expect(page.getByText("Every party has already signed this contract. It is now in review.")).toBeVisible();
  await expect(page.getByRole("button", { name: "Sign Contract" })).toHaveCount(0);
  await expect(page.getByRole("link", { name: "View contract" })).toHaveAttribute("href", route("/contracts/3"));

  await page.goto("/contracts/4/sign/");
  await expect(page.getByText("This contract is completed: the sale has closed and there is nothing left to sign.")).toBeVisible();
  await expectNoAxeViolations(page);
});

test("a signature in one tab shows in another tab's contract page without a reload", async ({ page }) => {
  await gotoUnlocked(page, "/contracts/2/");
  await expect(page.getByText("1 party needs to sign")).toBeVisible();

  const other = await page.context().newPage();
  await unlock(other);
  await other.goto("/contracts/2/sign/");
  await signAs(other, "Seller", "Margaret Ellison");

  // The first tab hears of it through the store's cross-tab channel.
  await expect(page.getByRole("tabpanel")).toContainText("In Review");
  await expect(
    page.getByRole("region", { name: "Signature status" }).locator(":scope > ul > li").filter({ hasText: "Margaret Ellison" }),
  ).toContainText("Signed");
});

test("the same party cannot sign twice, even from two tabs at the same moment", async ({ page }) => {
  await gotoUnlocked(page, "/contracts/1/sign/");
  const other = await page.context().newPage();
  await unlock(other);
  await other.goto("/contracts/1/sign/");

  for (const tab of [page, other]) {
    await tab.getByLabel("Full legal name").fill("Eleanor Whitfield");
    await tab.getByRole("checkbox", { name: /I agree/ }).check();
  }
  await Promise.all([
    page.getByRole("button", { name: "Sign Contract" }).click(),
    other.getByRole("button", { name: "Sign Contract" }).click(),
  ]);

  const outcomes = await Promise.all(
    [page, other].map(async (tab) => {
      const signed = toasts(tab).getByText("Contract signed");
      const refused = toasts(tab).getByText("Signature not recorded");
      await expect(signed.or(refused)).toBeVisible({ timeout: 20_000 });
      return (await signed.count()) > 0 ? "signed" : "refused";
    }),
  );
  expect(outcomes.sort()).toEqual(["refused", "signed"]);

  await page.goto("/contracts/1/");
  await page.getByRole("tab", { name: "Timeline" }).click();
  await expect(page.getByRole("tabpanel").getByRole("heading", { name: "Buyer signed" })).toHaveCount(1);
  await page.getByRole("tab", { name: "Overview" }).click();
  await expect(page.getByText("1 party needs to sign")).toBeVisible();
});
