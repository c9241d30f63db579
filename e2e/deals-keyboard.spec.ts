// By keys alone, as a keyboard user meets each page: from the top (the skip link, then Tab), never by
// moving focus from the test. Making the offer and signing are set up with the mouse (other specs cover them by keys).
import { signBothParties, dealSteps as steps } from "./helpers/escrow";
import { patientExpect as expect, test, unlock } from "./helpers/fixtures";
import { skipToContent, tabAndPress, tabAndType, tabTo } from "./helpers/keyboard";
import { makeOffer, SELLER_FACTS } from "./helpers/offers";
import { dialogOf, gotoReady, main } from "./helpers/page";
import { VISA } from "./helpers/payments";

test.describe.configure({ timeout: 180_000 });

/** From the top of the page, far enough for any control of the main content. */
const FROM_TOP = { max: 60 };

test("keyboard only: counter as the seller, accept as the buyer, then pay the escrow deposit by card", async ({ page }) => {
  await unlock(page);
  const offer = await makeOffer(page);

  // The offer page as it loads: the skip link, then Tab to the side switch and on to Counter.
  await gotoReady(page, offer);
  await skipToContent(page);
  await tabAndPress(page, main(page).getByRole("link", { name: "Respond as seller" }), "Enter", FROM_TOP);
  await expect(main(page).getByText("Viewing as the seller.")).toBeVisible();
  await tabAndPress(page, main(page).getByRole("button", { name: "Counter", exact: true }), "Enter", FROM_TOP);
  const dialog = dialogOf(page);
  await expect(dialog.getByRole("heading", { name: "Counter-offer as the seller" })).toBeVisible();
  // Focus starts in the dialog; the amount is reached with Tab and replaced by typing.
  await tabTo(page, dialog.getByLabel(/^Offer amount/));
  await page.keyboard.press("ControlOrMeta+a");
  await page.keyboard.type("8,400,000");
  await tabAndPress(page, dialog.getByRole("button", { name: "Save counter-offer" }));
  await expect(dialog).toHaveCount(0);
  await expect(main(page).getByText("offer amount $8,400,000 (was $8,250,000)")).toBeVisible();

  // Back to the buyer's view with the keyboard (the switch is above the buttons), then accept.
  await tabAndPress(page, main(page).getByRole("link", { name: "As the buyer" }), "Enter", { ...FROM_TOP, backwards: true });
  await expect(main(page).getByTestId("offer-turn")).toHaveText("Your turn: answer as the buyer.");
  await tabAndPress(page, main(page).getByRole("button", { name: "Accept", exact: true }), "Enter", FROM_TOP);
  await expect(dialog.getByRole("heading", { name: "Accept version 2 as the buyer" })).toBeVisible();
  for (const [label, value] of Object.entries(SELLER_FACTS)) await tabAndType(page, dialog.getByLabel(new RegExp(`^${label}`)), value);
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/contracts\/5\/$/);
  await expect(page.getByRole("tabpanel")).toContainText("$8,400,000");

  // Signed by both (with the mouse), the contract page loads anew and the deposit is paid by keys.
  await signBothParties(page);
  await gotoReady(page, "/contracts/5/");
  await skipToContent(page);
  await tabAndPress(page, steps(page).getByRole("button", { name: "Pay escrow deposit by card" }), "Enter", FROM_TOP);
  await expect(dialog.getByLabel("Email")).toBeFocused();
  await page.keyboard.type(VISA.email);
  await tabAndType(page, dialog.getByLabel("Card number"), VISA.number, "4242 4242 4242 4242");
  await tabAndType(page, dialog.getByLabel("Expiry date"), VISA.expiry, "04/29");
  await tabAndType(page, dialog.getByLabel("Security code"), VISA.cvc);
  await tabAndType(page, dialog.getByLabel("Name on the card"), VISA.name);
  await tabAndPress(page, dialog.getByRole("button", { name: "Pay $825,000" }));
  await expect(dialog.getByRole("heading", { name: "Payment successful" })).toBeFocused();
  await tabAndPress(page, dialog.getByRole("button", { name: "Done" }));
  await expect(dialog).toHaveCount(0);
  await expect(steps(page).getByTestId("deal-stage")).toHaveText("Deposit in escrow");
  // The pay buttons are gone: focus lands on the region's heading, and Tab goes on to the next step.
  await expect(steps(page).getByRole("heading", { name: "Deposit and completion" })).toBeFocused();
  await tabTo(page, steps(page).getByRole("button", { name: "Complete the deal" }));
});
