// Hostile input (see helpers/hostile-input.ts) in the request dialogs: consultation, tour, inquiry and rental listing.
import type { Page } from "@playwright/test";
import { isoDateFromToday } from "./helpers/dates";
import { patientExpect as expect, gotoUnlocked, test } from "./helpers/fixtures";
import { expectNothingRan, expectShownAsText, expectWorking } from "./helpers/hostile-input";
import { IMG, JS_URL, LONG, MIXED, SCRIPT, SVG } from "./helpers/hostile-payloads";
import { gotoReady, main } from "./helpers/page";
import { CONTACT, openRequestDialog } from "./helpers/request-forms";

// The store opens and seeds IndexedDB on first use; on a loaded machine that can take a while.
test.describe.configure({ timeout: 90_000 });

test.describe("hostile text in every form", () => {
  const requestCases = [
    {
      kind: "consultation",
      path: "/owners/",
      trigger: (page: Page) => main(page).getByRole("button", { name: "Schedule Consultation" }).first(),
      title: "Schedule a consultation",
      submit: "Request Consultation",
      subject: "Hotel owner partnership",
      long: ["Message", "Message must be 2,000 characters or fewer"],
      fields: { "Full name": IMG, Message: `${SCRIPT} ${JS_URL}` },
      shown: [IMG],
    },
    {
      kind: "tour",
      path: "/four-seasons-beverly-hills/",
      trigger: (page: Page) => page.getByRole("button", { name: "Schedule Private Tour" }),
      title: "Schedule a private tour",
      submit: "Request Tour",
      subject: "Four Seasons Beverly Hills",
      long: ["Notes", "Notes must be 2,000 characters or fewer"],
      fields: { "Full name": SVG, Notes: `${IMG}\n${MIXED}` },
      shown: [SVG],
    },
    {
      kind: "inquiry",
      path: "/residences/",
      trigger: (page: Page) => page.getByRole("article").filter({ hasText: "Residence 3A" }).getByRole("button", { name: "Inquire Now" }),
      title: "Inquire about this residence",
      submit: "Send Inquiry",
      subject: "Residence 3A, Aman Miami Beach",
      long: ["Full name", "Full name must be 200 characters or fewer"],
      fields: { "Full name": MIXED, Message: SVG },
      shown: [MIXED, SVG],
    },
    {
      kind: "listing",
      path: "/rent/#list-yours",
      trigger: (page: Page) => page.getByRole("button", { name: "Create Listing" }),
      title: "List your residence",
      submit: "Submit Listing",
      subject: "a residence to rent",
      long: ["Description", "Description must be 2,000 characters or fewer"],
      fields: {
        "Property name": SCRIPT,
        Location: SVG,
        Bedrooms: "3",
        "Nightly rate": "$3,200",
        "Full name": JS_URL,
        Description: `${IMG} ${MIXED}`,
      },
      shown: [SCRIPT, SVG],
    },
  ] as const;

  for (const request of requestCases) {
    test(`the ${request.kind} request dialog keeps hostile text as text`, async ({ page, dialogs }) => {
      await gotoUnlocked(page, request.path);
      const dialog = await openRequestDialog(page, request.trigger(page), request.title);
      if (request.kind === "tour") {
        await dialog.getByLabel("Date").fill(isoDateFromToday(7));
        await dialog.getByLabel("Time").fill("14:30");
        await dialog.getByRole("combobox", { name: /Party size/ }).click();
        await page.getByRole("option", { name: "2 people", exact: true }).click();
      }
      await dialog.getByLabel("Email").fill(CONTACT.email);
      await dialog.getByLabel("Phone").fill(CONTACT.phone);
      for (const [label, value] of Object.entries(request.fields)) await dialog.getByLabel(new RegExp(`^${label}`)).fill(value);
      const [longLabel, longMessage] = request.long;
      await dialog.getByLabel(new RegExp(`^${longLabel}`)).fill(LONG);
      await dialog.getByRole("button", { name: request.submit }).click();
      await expect(dialog.getByRole("alert").filter({ hasText: "There is a problem" })).toContainText(longMessage);
      await expect(dialog.getByLabel(new RegExp(`^${longLabel}`))).toHaveValue(LONG);
      await expectNothingRan(page, dialogs);

      const fields: Record<string, string> = request.fields;
      await dialog.getByLabel(new RegExp(`^${longLabel}`)).fill(fields[longLabel] ?? "");
      await dialog.getByRole("button", { name: request.submit }).click();
      await expect(dialog.getByRole("heading", { name: "Request received" })).toBeVisible();
      await expect(dialog.getByRole("status")).toContainText(request.subject);
      await dialog.getByRole("button", { name: "Done" }).click();
      await expect(dialog).toBeHidden();
      await expectWorking(page);

      await gotoReady(page, "/account/");
      const saved = main(page).getByRole("article").filter({ hasText: request.subject });
      for (const text of request.shown) await expectShownAsText(saved, text);
      await expectNothingRan(page, dialogs);
    });
  }
});
