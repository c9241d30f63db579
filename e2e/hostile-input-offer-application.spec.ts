// Hostile input (see helpers/hostile-input.ts) in the offer form and the five steps of the realtor application.
import { choose as chooseIn, next as nextSection, wizard as wizardOf } from "./helpers/application";
import { isoDateFromToday } from "./helpers/dates";
import { pdf } from "./helpers/files";
import { patientExpect as expect, test } from "./helpers/fixtures";
import { expectNothingRan, expectShownAsText, expectWorking } from "./helpers/hostile-input";
import { IMG, JS_URL, LONG, MIXED, SCRIPT, SVG } from "./helpers/hostile-payloads";
import { gotoReady, main, toasts } from "./helpers/page";

// The store opens and seeds IndexedDB on first use; on a loaded machine that can take a while.
test.describe.configure({ timeout: 90_000 });

test.describe("hostile text in every form", () => {
  test("an offer with hostile text is saved and shown as text on My activity", async ({ page, dialogs }) => {
    await gotoReady(page, "/make-offer/?listing=aman-miami-beach");
    const form = page.locator("form").filter({ has: page.getByRole("button", { name: /Submit Offer|Offer Submitted/ }) });
    await form.getByLabel(/^Offer amount/).fill(SCRIPT);
    await form.getByLabel(/^Down payment/).fill("$2,500,000");
    await form.getByLabel(/^Preferred closing date/).fill(isoDateFromToday(90));
    await form.getByLabel(/^Full name/).fill(SVG);
    await form.getByLabel(/^Email/).fill("buyer@example.com");
    await form.getByLabel(/^Phone/).fill("212 555 0186");
    await form.getByLabel(/^Contingencies/).fill(`${IMG}\n${JS_URL}`);
    await form.getByLabel(/^Additional terms/).fill(LONG);
    await form.getByRole("button", { name: "Submit Offer" }).click();
    const summary = form.getByRole("alert").filter({ hasText: "There is a problem" });
    await expect(summary).toContainText("Additional terms must be 2,000 characters or fewer");
    await expect(summary.getByRole("button").first()).toContainText(/offer amount/i);
    await expect(form.getByLabel(/^Offer amount/)).toHaveValue(SCRIPT);
    await expect(form.getByLabel(/^Additional terms/)).toHaveValue(LONG);
    await expectNothingRan(page, dialogs);

    await form.getByLabel(/^Offer amount/).fill("$8,250,000");
    await form.getByLabel(/^Additional terms/).fill(MIXED);
    await form.getByRole("button", { name: "Submit Offer" }).click();
    await expect(toasts(page).getByText("Offer Submitted")).toBeVisible();
    await expect(page).toHaveURL(/\/buy\/?$/);

    await gotoReady(page, "/account/");
    const offer = main(page).getByRole("article").filter({ hasText: "Offer on Aman Miami Beach" });
    await expectShownAsText(offer, SVG);
    await expectNothingRan(page, dialogs);
    await expectWorking(page);
  });

  test("the realtor application keeps hostile text as text through all five steps and on My activity", async ({ page, dialogs }) => {
    test.slow();
    await gotoReady(page, "/realtor-application/");
    const wizard = wizardOf(page);
    const next = () => nextSection(page);
    const choose = (label: RegExp, option: string) => chooseIn(page, wizard, label, option);
    const step = (n: number) => expect(wizard.getByText(`Step ${n} of 5`)).toBeVisible();

    await wizard.getByRole("radio", { name: "Single Agent" }).click();
    await wizard.getByLabel(/^First name/).fill(SCRIPT);
    await wizard.getByLabel(/^Last name/).fill(IMG);
    await wizard.getByLabel(/^Email/).fill(SVG);
    await wizard.getByLabel(/^Phone/).fill("305 555 0164");
    await wizard.getByLabel(/^Street address/).fill(LONG);
    await wizard.getByLabel(/^City/).fill(MIXED);
    await choose(/^State/, "Florida (FL)");
    await wizard.getByLabel(/^ZIP code/).fill(JS_URL);
    await next();
    const summary = wizard.getByRole("alert").filter({ hasText: "There is a problem" }).getByRole("button");
    await expect(summary).toHaveText([
      "Enter an email address in the correct format, like name@example.com",
      "Address must be 200 characters or fewer",
      "Enter a ZIP code, like 33131 or 33131-1234",
    ]);
    await expect(wizard.getByLabel(/^Street address/)).toHaveValue(LONG);
    await expect(wizard.getByLabel(/^Email/)).toHaveValue(SVG);
    await wizard.getByLabel(/^Email/).fill("adriana@example.com");
    await wizard.getByLabel(/^Street address/).fill(SVG);
    await wizard.getByLabel(/^ZIP code/).fill("33131");
    await next();

    await step(2);
    await wizard.getByLabel(/^Real estate license number/).fill(JS_URL);
    await choose(/^License state/, "Florida (FL)");
    await wizard.getByLabel(/^Current brokerage/).fill(IMG);
    await choose(/^Years of experience/, "6 to 10 years");
    await next();

    await step(3);
    await wizard.getByRole("radio", { name: "Individual Agent", exact: true }).click();
    await choose(/^Annual sales volume/, "$15M to $30M");
    await choose(/^Average sale price/, "$1M to $5M");
    await wizard.getByLabel(/^Client testimonials/).fill(`${SCRIPT}\n${MIXED}`);
    await next();

    await step(4);
    const first = wizard.getByRole("group", { name: "First reference" });
    await first.getByLabel(/^Name/).fill(SVG);
    await first.getByLabel(/^Company/).fill(SCRIPT);
    await first.getByLabel(/^Phone/).fill("305 555 0177");
    await first.getByLabel(/^Email/).fill("gregory@example.com");
    await next();

    await step(5);
    const fileName = `${IMG}.pdf`;
    await wizard.getByLabel(/^Real estate license/).setInputFiles(pdf(fileName));
    await expect(wizard.getByText(fileName, { exact: true })).toBeVisible();
    await wizard.getByRole("checkbox", { name: /partnership terms and conditions/ }).check();
    await wizard.getByRole("checkbox", { name: /70\/30 commission split/ }).check();
    await wizard.getByRole("button", { name: "Submit Application" }).click();
    const dialog = page.getByRole("dialog", { name: "Application submitted" });
    await expect(dialog).toBeVisible();
    await expectNothingRan(page, dialogs);

    await gotoReady(page, "/account/");
    const application = main(page).getByRole("article").filter({ hasText: "Realtor application:" });
    await expectShownAsText(application, `Realtor application: ${SCRIPT} ${IMG}`);
    await expectShownAsText(application, IMG); // the brokerage
    await expectShownAsText(application, `FL ${JS_URL}`);
    await expect(application.getByRole("button", { name: `Download license (${fileName})` })).toBeVisible();
    await expectNothingRan(page, dialogs);
  });
});
