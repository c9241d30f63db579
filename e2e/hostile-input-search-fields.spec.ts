// Hostile input (see helpers/hostile-input.ts) in the search boxes, the contract filters and the fee calculators.
import { patientExpect as expect, gotoUnlocked, test } from "./helpers/fixtures";
import { expectNothingRan, expectWorking } from "./helpers/hostile-input";
import { HOSTILE } from "./helpers/hostile-payloads";
import { main } from "./helpers/page";

// The store opens and seeds IndexedDB on first use; on a loaded machine that can take a while.
test.describe.configure({ timeout: 90_000 });

test.describe("hostile text in every form", () => {
  test("search and calculator fields take hostile text as a value, never as markup", async ({ page, dialogs }) => {
    test.slow();
    await gotoUnlocked(page, "/buy/");
    const search = page.getByRole("search", { name: "Search residences for sale" }).getByLabel("Search", { exact: true });
    for (const [label, payload] of HOSTILE) {
      await search.fill(payload);
      // The box holds at most 200 characters (the search's limit), so the long text is cut there.
      await expect(search, label).toHaveValue(payload.slice(0, 200));
      await expect(page.getByText(/Showing 0 of 17 residences|Part of your link was not recognised/).first()).toBeVisible();
    }
    await search.fill("");
    await expect(page.getByRole("status").filter({ hasText: "residence" })).toHaveText("17 residences");
    await expectNothingRan(page, dialogs);

    await gotoUnlocked(page, "/contracts/");
    const contracts = page.getByRole("searchbox", { name: "Search contracts" });
    for (const [label, payload] of HOSTILE) {
      await contracts.fill(payload);
      await expect(page.getByRole("heading", { name: "No contracts found" }), label).toBeVisible();
    }
    await contracts.fill("");
    await page.getByRole("button", { name: "Filters" }).click();
    const filters = page.getByRole("dialog");
    for (const [, payload] of HOSTILE) {
      await filters.getByLabel("Lowest", { exact: true }).fill(payload);
      await filters.getByLabel("Highest", { exact: true }).fill(payload);
      await filters.getByRole("button", { name: "Apply filters" }).click();
      await expect(filters.getByLabel("Lowest", { exact: true })).toHaveAttribute("aria-invalid", "true");
      await expect(filters.getByLabel("Lowest", { exact: true })).toHaveValue(payload);
    }
    await expectNothingRan(page, dialogs);

    for (const [path, labels] of [
      ["/owners/", ["Sale price", "Broker commission"]],
      ["/realtors/", ["Commission on a sale"]],
    ] as const) {
      await gotoUnlocked(page, path);
      for (const label of labels) {
        const field = main(page).getByLabel(label);
        for (const [, payload] of HOSTILE) {
          await field.fill(payload);
          await expect(field).toHaveAttribute("aria-invalid", "true");
          await expect(field).toHaveValue(payload);
        }
      }
      await expectNothingRan(page, dialogs);
      await expectWorking(page);
    }
  });
});
