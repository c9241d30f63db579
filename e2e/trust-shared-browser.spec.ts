// Two accounts in one browser (issue 26, item 7): Ada's deal (her offer accepted into contract 5, signed, its deposit
// in escrow) and her compare list are hers. Bea, a seller signed in on the same browser, sees Ada's offer on /offers
// (she answers offers on listings) but nothing of what followed it: no contract number, signing stage, escrow or
// seller; and Bea's compare tray is her own.
import { ada, signOutFromHeader, signUp, type NewAccount } from "./helpers/accounts";
import { pressToggle, tray } from "./helpers/compare";
import { bea } from "./helpers/data-rights";
import { acceptOfferAsSeller, expectDepositInEscrow, payDepositByCard, signBothParties } from "./helpers/escrow";
import { patientExpect as expect, expectNoAxeViolations, test } from "./helpers/fixtures";
import { SELLER_FACTS } from "./helpers/offers";
import { gotoReady, main } from "./helpers/page";

const beaTheSeller: NewAccount = { ...bea, role: "Seller", organisation: "Nakamura Hotels" };
const ADAS_CHOICE = "Aman Miami Beach";

/** Every word of Ada's deal that only her contract and payment hold. */
const OF_THE_CONTRACT = [
  /000005/,
  /#5\b/,
  /Deposit in escrow/i,
  /escrow/i,
  /signature/i,
  /Signed/,
  SELLER_FACTS["Seller's full name or company"],
];

async function expectNothingOfTheContract(page: import("@playwright/test").Page) {
  for (const text of OF_THE_CONTRACT) await expect(main(page)).not.toContainText(text);
}

test("another account on the same browser sees nothing of Ada's deal on /offers or its thread, and not her compare tray", async ({
  page,
}) => {
  test.setTimeout(300_000); // two sign-ups (PBKDF2), an offer, two signatures and a card payment
  await signUp(page, ada);
  await gotoReady(page, "/buy/");
  await pressToggle(page, ADAS_CHOICE, true);
  await expect(tray(page)).toBeVisible();

  await acceptOfferAsSeller(page);
  await signBothParties(page);
  await payDepositByCard(page);
  await expectDepositInEscrow(page);
  await signOutFromHeader(page, "Ada");
  await signUp(page, beaTheSeller);

  // /offers as Bea: Ada's offer is there to answer, accepted, and no more.
  await gotoReady(page, "/offers/");
  const offer = main(page).getByRole("list", { name: "Offers" }).getByRole("listitem").filter({ hasText: "Offer on Aman Miami Beach" });
  await expect(offer).toContainText("Accepted");
  await expectNothingOfTheContract(page);
  await expectNoAxeViolations(page);

  // Its thread: the versions and the acceptance, "by the seller", no contract and no way to prepare one again.
  await offer.getByRole("link", { name: "Offer on Aman Miami Beach" }).click();
  await expect(page.getByRole("heading", { level: 2, name: "Offer on Aman Miami Beach" })).toBeVisible();
  await expect(main(page)).toContainText("Stage: Accepted");
  await expect(main(page)).toContainText("What followed belongs to the buyer’s account in this browser");
  await expectNothingOfTheContract(page);
  await expect(page.getByRole("link", { name: /Open contract/ })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Prepare the contract" })).toHaveCount(0);
  await expectNoAxeViolations(page);

  // Bea's compare tray is her own: empty, whatever Ada chose.
  await gotoReady(page, "/buy/");
  await expect(page.getByRole("button", { name: `Add ${ADAS_CHOICE} to compare`, exact: true })).toHaveAttribute("aria-pressed", "false");
  await expect(tray(page)).toHaveCount(0);
  await expect(page.locator("html")).not.toHaveAttribute("data-compare-tray");
  await expectNoAxeViolations(page);
});
