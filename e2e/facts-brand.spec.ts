import { rentalsOfBrand } from "../lib/catalogue/brand-rentals";
import { listingsOfBrand } from "../lib/catalogue/listings";
import { requireFacts } from "../lib/catalogue/residence-facts";
import { residencesOfBrand } from "../lib/catalogue/residences";
import { describeStatus, summariseProgramme } from "../lib/facts/describe";
import { expect, expectNoAxeViolations, gotoUnlocked, route, test } from "./helpers/fixtures";

const NOTE = "Illustrative figures: the operators, statuses and rental programmes below are sample values for this preview";

test.describe("residence facts on brand pages", () => {
  test("Ritz-Carlton lists its residence, units and rental with operator, status and programme @phone", async ({ page }) => {
    await gotoUnlocked(page, "/hotels/ritz-carlton/");
    const section = page.getByRole("region", { name: "Ritz-Carlton residence facts" });
    await expect(section).toContainText(NOTE);
    await expect(section.getByRole("heading", { level: 3 })).toHaveText(["For sale", "Featured units", "Rentals by the night"]);

    const groups = [
      { table: "For sale", rows: listingsOfBrand("ritz-carlton").map((listing) => ({ name: listing.name, projectId: listing.id })) },
      {
        table: "Featured units",
        rows: residencesOfBrand("ritz-carlton").map((unit) => ({ name: `${unit.name}, ${unit.unit}`, projectId: unit.projectId })),
      },
      {
        table: "Rentals by the night",
        rows: rentalsOfBrand("ritz-carlton").map((rental) => ({ name: rental.name, projectId: rental.projectId })),
      },
    ];
    for (const group of groups) {
      const table = section.getByRole("table", { name: group.table });
      // One header row and one row per residence, as rows even when they stack on a phone.
      await expect(table.getByRole("row")).toHaveCount(group.rows.length + 1);
      for (const row of group.rows) {
        const facts = requireFacts(row.projectId);
        const tableRow = table.getByRole("row").filter({ has: page.getByRole("link", { name: row.name, exact: true }) });
        await expect(tableRow).toContainText(facts.operator);
        await expect(tableRow).toContainText(describeStatus(facts.status));
        await expect(tableRow).toContainText(summariseProgramme(facts.rentalProgramme));
      }
    }
    await expect(section.getByRole("link", { name: "Ritz-Carlton Miami Beach", exact: true })).toHaveAttribute(
      "href",
      route("/ritz-carlton-miami-beach"),
    );
    await expect(section.getByRole("link", { name: "Lagoon Villa, Villa 7" })).toHaveAttribute(
      "href",
      /^\/residences\/?#residence-ritz-carlton-villa-7-title$/,
    );
    await expect(section.getByRole("link", { name: "Lagoon Villa at Ritz-Carlton Miami Beach" })).toHaveAttribute("href", route("/rent"));
    await expectNoAxeViolations(page);
  });

  test("the links lead to the property page, the unit on /residences and /rent", async ({ page }) => {
    await gotoUnlocked(page, "/hotels/ritz-carlton/");
    const section = () => page.getByRole("region", { name: "Ritz-Carlton residence facts" });

    await section().getByRole("link", { name: "Ritz-Carlton Miami Beach", exact: true }).click();
    await expect(page).toHaveURL(/\/ritz-carlton-miami-beach\/?$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Ritz-Carlton Miami Beach");
    await page.goBack();

    await section().getByRole("link", { name: "Lagoon Penthouse, Penthouse 9" }).click();
    await expect(page).toHaveURL(/\/residences\/?#residence-ritz-carlton-penthouse-9-title$/);
    await expect(page.getByRole("heading", { name: "Lagoon Penthouse", exact: true })).toBeInViewport();
    await page.goBack();

    await section().getByRole("link", { name: "Lagoon Villa at Ritz-Carlton Miami Beach" }).click();
    await expect(page).toHaveURL(/\/rent\/?$/);
    await expect(page.getByRole("heading", { name: "Lagoon Villa at Ritz-Carlton Miami Beach" })).toBeVisible();
  });

  test("a brand without rentals leaves that kind out; Aman's off-plan status and programme show", async ({ page }) => {
    await gotoUnlocked(page, "/hotels/aman/");
    const section = page.getByRole("region", { name: "Aman residence facts" });
    await expect(section.getByRole("heading", { level: 3 })).toHaveText(["For sale", "Featured units"]);
    await expect(section.getByRole("table")).toHaveCount(2);
    await expect(section.getByRole("table", { name: "For sale" })).toContainText("Off-plan, completion 2027-Q4");
    await expect(section.getByRole("table", { name: "Featured units" }).getByText("Optional, per unit: owner keeps 50%")).toHaveCount(4);
  });

  test("Rosewood's listing, which has no property page, links to its card on the brand page; axe passes", async ({ page }) => {
    await gotoUnlocked(page, "/hotels/rosewood-miami-beach/");
    const section = page.getByRole("region", { name: "Rosewood residence facts" });
    await expect(section.getByRole("heading", { level: 3 })).toHaveText(["For sale"]);
    await expect(section.getByRole("table", { name: "For sale" })).toContainText("Mandatory, pooled: owner keeps 45%");
    await section.getByRole("link", { name: "Rosewood Miami Beach", exact: true }).click();
    await expect(page).toHaveURL(/\/hotels\/rosewood-miami-beach\/#listing-rosewood-miami-beach-title$/);
    await expect(page.getByRole("heading", { level: 3, name: "Rosewood Miami Beach" })).toBeInViewport();
    await expectNoAxeViolations(page);
  });
});
