// By keys alone (see helpers/keyboard-spec.ts): all five steps of the realtor application.
import type { Page } from "@playwright/test";
import { patientExpect as expect, test } from "./helpers/fixtures";
import { chooseWithKeys, pressArrow, tabAndPress, tabAndType, tabTo } from "./helpers/keyboard";
import { expectFocusTrapped, expectVisibleFocus } from "./helpers/keyboard-focus";
import { configureKeyboardSpec } from "./helpers/keyboard-spec";
import { gotoReady } from "./helpers/page";
import { storedRecords } from "./helpers/store";

configureKeyboardSpec();

test.describe("realtor application", () => {
  const wizard = (page: Page) => page.locator("form").filter({ has: page.getByRole("progressbar", { name: "Application progress" }) });

  /** In a Radix radio group that has focus, arrows until `name` is focused (and so chosen). */
  async function arrowToRadio(page: Page, name: string | RegExp) {
    const target = wizard(page).getByRole("radio", { name, exact: typeof name === "string" });
    for (let i = 0; i < 10 && !(await target.evaluate((element) => element === document.activeElement)); i += 1) {
      await pressArrow(page, "ArrowDown");
    }
    await expect(target).toBeFocused();
    // Tab lands on the first radio without choosing it (none was chosen): Space chooses it then.
    if (!(await target.isChecked())) await page.keyboard.press("Space");
    await expect(target).toBeChecked();
    await expectVisibleFocus(page, `the radio ${String(name)}`);
  }

  async function select(page: Page, label: RegExp, option: string) {
    const trigger = wizard(page).getByRole("combobox", { name: label });
    await tabTo(page, trigger);
    await chooseWithKeys(page, trigger, option);
  }

  async function nextSection(page: Page, step: number, title: string) {
    await tabAndPress(page, wizard(page).getByRole("button", { name: "Next Section" }));
    await expect(wizard(page).getByText(`Step ${step} of 5`)).toBeVisible();
    // The new step's heading takes focus, so the next Tab starts at the top of the step.
    await expect(wizard(page).getByRole("heading", { level: 2, name: title })).toBeFocused();
  }

  test("all five steps, the selects, radios, checkboxes and PDF uploads by keys; the application is saved", async ({ page }) => {
    test.slow();
    await gotoReady(page, "/realtor-application/");
    const form = wizard(page);

    await tabTo(page, form.getByRole("radio").first(), { max: 60 });
    await arrowToRadio(page, "Dynamic Team (2 to 10 agents)");
    await tabAndType(page, form.getByLabel(/^First name/), "Adriana");
    await tabAndType(page, form.getByLabel(/^Last name/), "Solis");
    await tabAndType(page, form.getByLabel(/^Email/), "adriana@example.com");
    await tabAndType(page, form.getByLabel(/^Phone/), "305 555 0164");
    await tabAndType(page, form.getByLabel(/^Street address/), "1200 Brickell Avenue, Suite 1950");
    await tabAndType(page, form.getByLabel(/^City/), "Miami");
    await select(page, /^State/, "Florida (FL)");
    await tabAndType(page, form.getByLabel(/^ZIP code/), "33131");
    await nextSection(page, 2, "Professional Credentials");

    await tabAndType(page, form.getByLabel(/^Real estate license number/), "SL3459812");
    await select(page, /^License state/, "Florida (FL)");
    await tabAndType(page, form.getByLabel(/^Current brokerage/), "Bayfront Luxury Partners");
    await select(page, /^Years of experience/, "6 to 10 years");
    await tabAndPress(page, form.getByRole("checkbox", { name: "Luxury Properties" }), "Space");
    await tabAndPress(page, form.getByRole("checkbox", { name: "Hotel-Branded Residences" }), "Space");
    await expect(form.getByRole("checkbox", { name: "Hotel-Branded Residences" })).toBeChecked();
    await nextSection(page, 3, "Business Performance");

    await tabTo(page, form.getByRole("radio").first());
    await arrowToRadio(page, "Team");
    await select(page, /^Team size/, "2 to 5 agents");
    await select(page, /^Annual sales volume/, "$15M to $30M");
    await select(page, /^Average sale price/, "$1M to $5M");
    await tabAndType(page, form.getByLabel(/^Client testimonials/), "Adriana found us a residence at the Aman before it was listed.");
    await nextSection(page, 4, "Professional References");

    const first = form.getByRole("group", { name: "First reference" });
    await tabAndType(page, first.getByLabel(/^Name/), "Gregory Hale");
    await tabAndType(page, first.getByLabel(/^Company/), "Hale Private Wealth");
    await tabAndType(page, first.getByLabel(/^Phone/), "305 555 0177");
    await tabAndType(page, first.getByLabel(/^Email/), "gregory@example.com");
    await nextSection(page, 5, "Documents & Agreement");

    // A file input opens the system's file chooser on Space; the test answers the chooser.
    const license = form.getByLabel(/^Real estate license/);
    await tabTo(page, license);
    const [chooser] = await Promise.all([page.waitForEvent("filechooser"), page.keyboard.press("Space")]);
    await chooser.setFiles({
      name: "FL-license.pdf",
      mimeType: "application/pdf",
      buffer: Buffer.from("%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n"),
    });
    await expect(form.getByText("FL-license.pdf")).toBeVisible();
    // Focus moves to the new Remove button, so it is not lost with the input.
    await expect(form.getByRole("button", { name: "Remove FL-license.pdf" })).toBeFocused();
    await expectVisibleFocus(page, "the Remove button");

    await tabAndPress(page, form.getByRole("checkbox", { name: /partnership terms and conditions/ }), "Space");
    await tabAndPress(page, form.getByRole("checkbox", { name: /70\/30 commission split/ }), "Space");
    await tabAndPress(page, form.getByRole("button", { name: "Submit Application" }));

    const dialog = page.getByRole("dialog", { name: "Application submitted" });
    await expect(dialog).toContainText("Application submitted successfully!");
    expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    await expectVisibleFocus(page, "the first stop in the submitted dialog");
    await expectFocusTrapped(page, dialog, 6);
    const [application] = await storedRecords<Record<string, unknown>>(page, "applications");
    expect(application).toMatchObject({
      firstName: "Adriana",
      agencyType: "dynamic-team",
      state: expect.anything(),
      specializations: ["Luxury Properties", "Hotel-Branded Residences"],
      teamSize: "2-5",
      status: "submitted",
      licenseUpload: { name: "FL-license.pdf" },
    });

    await tabAndPress(page, dialog.getByRole("button", { name: "Done" }));
    await expect(dialog).toBeHidden();
    await expect(form.getByText("Step 1 of 5")).toBeVisible();
    // The button that opened the dialog went with the old form: focus starts the new form at its
    // heading (not on <body>), and the next Tab is on its first radio.
    await expect(form.getByRole("heading", { level: 2, name: "Personal Information" })).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(form.getByRole("radio").first()).toBeFocused();
    await expectVisibleFocus(page, "the first radio of the new form");
  });
});
