// Simulated payments that cannot be mistaken for real ones (issue 14, item 8): the card form does
// not invite the browser to fill in a saved card, and the crypto addresses are demo addresses that
// say so (and still copy).
import { expect, expectNoAxeViolations, gotoUnlocked, test } from "./helpers/fixtures";
import { openDialog, payWithCard, payWithCoin } from "./helpers/payments";

const DIALOG_AXE = { include: '[role="dialog"]' };

test("the simulated card form offers no saved card: no cc-* tokens, autocomplete off, neutral names", async ({ page }) => {
  await gotoUnlocked(page, "/buy/");
  const dialog = await openDialog(page, payWithCard(page));
  const cardFields = ["Card number", "Expiry date", "Security code", "Name on the card"].map((label) =>
    dialog.getByRole("textbox", { name: new RegExp(`^${label}`) }),
  );
  for (const field of cardFields) {
    await expect(field).toBeVisible();
    await expect(field).toHaveAttribute("autocomplete", "off");
    expect(await field.getAttribute("name")).not.toMatch(/card|cc|cvc|cvv|csc|exp|number|holder.?name/i);
  }
  await expect(dialog.locator("form")).toHaveAttribute("autocomplete", "off");
  expect(await dialog.locator('[autocomplete^="cc-"]').count()).toBe(0);
  // The labels and the validation are as they were.
  await dialog.getByRole("button", { name: /^Pay \$/ }).click();
  await expect(dialog.getByRole("alert").getByRole("button", { name: "Enter the card number" })).toBeVisible();
  await expectNoAxeViolations(page, DIALOG_AXE);
});

for (const coin of ["Bitcoin", "Ethereum"] as const) {
  test(`the ${coin} address is a demo address no wallet can read, labelled so, and it still copies`, async ({ page, context }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await gotoUnlocked(page, "/buy/");
    const dialog = await openDialog(page, payWithCoin(page, coin));
    await dialog.getByRole("button", { name: "Create Payment Charge" }).click();
    await expect(dialog.getByRole("term").filter({ hasText: `Demo ${coin} address` })).toBeVisible();
    await expect(dialog.getByText(`A demonstration address, not a real ${coin} address: no wallet can send to it.`)).toBeVisible();

    const uri = (await dialog.getByRole("img", { name: /QR code/ }).getAttribute("data-qr-value")) ?? "";
    const address = uri.replace(/^\w+:|\?.*$/g, "");
    if (coin === "Bitcoin") expect(address.slice(3)).toMatch(/[^qpzry9x8gf2tvdw0s3jn54khce6mua7l]/);
    else expect(address).not.toMatch(/^0x[0-9a-fA-F]{40}$/);

    await dialog.getByRole("button", { name: "Copy address" }).click();
    await expect(page.locator('[data-slot="toast"]').filter({ hasText: "Copied!" })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(address);
    await expectNoAxeViolations(page, DIALOG_AXE);
  });
}
