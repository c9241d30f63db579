import type { Locator } from "@playwright/test";
import { propertyBySlug, propertyPages } from "../lib/catalogue/properties";
import { requireFacts } from "../lib/catalogue/residence-facts";
import { estimateHoldingCosts } from "../lib/facts/holding-costs";
import { estimateRentalRevenue } from "../lib/facts/rental-revenue";
import { formatMoney } from "../lib/money";
import { expect, expectNoAxeViolations, gotoUnlocked, test } from "./helpers/fixtures";

const NOTE = "Illustrative figures: the facts and figures in this section are sample values for this preview, not the building's terms.";

/** "$1,700,000" or "$13,812.50" as cents. */
const cents = (text: string) => Math.round(Number(text.replace(/[$,\s]/g, "")) * 100);

function factsOf(slug: string) {
  const property = propertyBySlug(slug);
  if (!property) throw new Error(`No property ${slug}`);
  return { property, facts: requireFacts(slug) };
}

async function columnTexts(table: Locator, column: number): Promise<string[]> {
  return table
    .locator("tbody tr")
    .evaluateAll((rows, index) => rows.map((row) => (row.children[index] as HTMLElement | undefined)?.innerText.trim() ?? ""), column);
}

test.describe("residence facts on property pages", () => {
  test("Aman Miami Beach: off-plan, its payment plan adds up, an optional programme with its typical year", async ({ page }) => {
    const { property, facts } = factsOf("aman-miami-beach");
    await gotoUnlocked(page, "/aman-miami-beach/#residence-facts");
    const section = page.getByRole("region", { name: "Residence facts" });
    await expect(section.getByRole("heading", { level: 2, name: "Residence facts" })).toBeInViewport();
    await expect(section).toContainText(NOTE);
    await expect(section).toContainText("The actual figures come from the developer and the operator.");

    // Who is who, side by side: each role's term, then its name (Aman is both brand and operator here).
    const parties = section.getByRole("region", { name: "Who is who" });
    const roles = parties.locator("dl > div");
    await expect(roles).toHaveCount(3);
    const expected = [
      ["Brand", facts.brand],
      ["Developer", facts.developer],
      ["Operator", facts.operator],
    ] as const;
    for (const [index, [role, name]] of expected.entries()) {
      await expect(roles.nth(index).getByRole("term")).toHaveText(role);
      await expect(roles.nth(index).getByRole("definition").first()).toHaveText(name);
    }
    await expect(parties).toContainText("Hotel-attached residence");

    // Status and the payment plan for the starting price: shares make 100%, amounts make the price.
    const status = section.getByRole("region", { name: "Status and payment plan" });
    await expect(status).toContainText("Off-plan, completion 2027-Q4");
    const plan = status.getByRole("table", { name: `Payment plan at the starting price of ${formatMoney(property.startingPriceCents)}` });
    await expect(plan.locator("tbody tr")).toHaveCount(3);
    expect(await columnTexts(plan, 0)).toEqual(["On signing", "During construction, in instalments", "On completion"]);
    expect(await columnTexts(plan, 1)).toEqual(["20%", "30%", "50%"]);
    const amounts = (await columnTexts(plan, 2)).map(cents);
    expect(amounts).toEqual([1_700_000_00, 2_550_000_00, 4_250_000_00]);
    expect(amounts.reduce((sum, amount) => sum + amount, 0)).toBe(property.startingPriceCents);
    await expect(plan.locator("tfoot")).toHaveText(`Total 100% ${formatMoney(property.startingPriceCents)}`, { useInnerText: true });

    // Services: the whole list, in two named groups.
    const services = section.getByRole("region", { name: "Services included" });
    await expect(services).toContainText("8 of the 10 hotel services");
    await expect(services.getByRole("list", { name: "Included (8)" }).getByRole("listitem")).toHaveCount(8);
    await expect(services.getByRole("list", { name: "Not included (2)" }).getByRole("listitem")).toHaveText([
      "Kids' club",
      "Hotel loyalty status",
    ]);

    // Costs of holding at the starting price and the smallest residence's area.
    const estimate = estimateHoldingCosts(facts.holdingCosts, property.startingPriceCents, property.sqft.min);
    const costs = section.getByRole("region", { name: "Costs of holding" });
    await expect(costs).toContainText("For the starting residence: the starting price, $8,500,000, and 2,400 sq ft", {
      useInnerText: true,
    });
    const running = costs.getByRole("table", { name: "Running costs" });
    await expect(running.getByRole("row", { name: /Service charge/ })).toContainText("$3 per sq ft a month", { useInnerText: true });
    await expect(running.getByRole("row", { name: /Service charge/ })).toContainText("MILLION Luxury, 2024", { useInnerText: true });
    await expect(running.getByRole("row", { name: /Owner's insurance/ })).toContainText("$1.50 per sq ft a year", { useInnerText: true });
    await expect(costs).toContainText(
      "the building and its common areas are under the association's master policy, which the service charge pays",
    );
    await expect(running.getByRole("row", { name: /Property tax/ })).toContainText("1.95% of the value a year");
    expect((await columnTexts(running, 3)).map(cents)).toEqual([
      estimate.monthly.serviceCharge,
      estimate.monthly.brandFee,
      estimate.monthly.propertyTax,
      estimate.monthly.insurance,
    ]);
    expect(cents(await running.locator("tfoot td").last().innerText())).toBe(estimate.monthly.total);
    await expect(costs).toContainText(`That is ${formatMoney(estimate.yearly)} a year.`, { useInnerText: true });
    const once = costs.getByRole("table", { name: "Once, at purchase" });
    // Miami's deed stamp tax is the seller's on a resale: shown, but not in the buyer's total.
    expect((await columnTexts(once, 4)).map(cents)).toEqual([
      ...estimate.oneOff.charges.map((charge) => charge.cents),
      estimate.oneOff.closingCosts,
    ]);
    expect((await columnTexts(once, 2))[0]).toMatch(/^Seller\. Customarily the seller's on a resale/);
    expect(estimate.oneOff.total).toBe(estimate.oneOff.closingCosts);
    await expect(once.locator("tfoot")).toContainText(formatMoney(estimate.oneOff.total), { useInnerText: true });

    // The rental programme and the year it makes, derived from its own numbers.
    const programme = section.getByRole("region", { name: "Rental programme" });
    await expect(programme).toContainText("Optional rental programme");
    await expect(programme).toContainText("Per unit: each residence earns the revenue of its own nights let.");
    for (const [term, value] of [
      ["Owner's share of revenue", "50%"],
      ["Owner-use nights", "28 a year"],
      ["Average nightly rate, all year", "$3,800"],
      ["Typical occupancy", "62%"],
    ]) {
      await expect(programme.getByRole("definition").filter({ hasText: value })).toBeVisible();
      await expect(programme.getByRole("term").filter({ hasText: term })).toBeVisible();
    }
    if (facts.rentalProgramme.availability === "none") throw new Error("Aman's sample facts have a programme");
    const year = estimateRentalRevenue(facts.rentalProgramme);
    await expect(programme).toContainText(
      `${year.nightsAvailable} nights offered (365 less 28 owner-use nights), about ${year.nightsLet} of them let at 62% occupancy.`,
    );
    await expect(programme).toContainText(
      `about ${formatMoney(year.grossCents)} of room revenue a year, of which the owner's 50% share is ${formatMoney(year.ownerShareCents)}`,
      { useInnerText: true },
    );

    await expectNoAxeViolations(page);
  });

  test("Edition West Hollywood: ready, no payment plan, no rental programme", async ({ page }) => {
    const { facts } = factsOf("edition-west-hollywood");
    await gotoUnlocked(page, "/edition-west-hollywood/");
    const section = page.getByRole("region", { name: "Residence facts" });
    await expect(section).toContainText(NOTE);
    await expect(section.getByRole("region", { name: "Who is who" })).toContainText(facts.operator);
    const status = section.getByRole("region", { name: "Status and payment plan" });
    await expect(status).toContainText("Ready to move in, completed 2020");
    await expect(status).toContainText("the price is paid at closing, with no payment plan");
    await expect(status.getByRole("table")).toHaveCount(0);
    const services = section.getByRole("region", { name: "Services included" });
    await expect(services.getByRole("list", { name: "Included (6)" }).getByRole("listitem")).toHaveCount(6);
    await expect(services.getByRole("list", { name: "Not included (4)" }).getByRole("listitem")).toHaveCount(4);
    const programme = section.getByRole("region", { name: "Rental programme" });
    await expect(programme).toContainText("No rental programme");
    await expect(programme.getByRole("definition")).toHaveCount(0);
    await expect(programme).not.toContainText("A typical year");
    await expectNoAxeViolations(page);
  });

  test("the section's headings run in order under its h2", async ({ page }) => {
    await gotoUnlocked(page, "/mandarin-oriental-brickell/");
    const section = page.getByRole("region", { name: "Residence facts" });
    await expect(section.getByRole("heading", { level: 2 })).toHaveText(["Residence facts"]);
    await expect(section.getByRole("heading", { level: 3 })).toHaveText([
      "Who is who",
      "Status and payment plan",
      "Services included",
      "Costs of holding",
      "Rental programme",
    ]);
  });

  test("every property page's HTML carries the section and the note", async ({ request }) => {
    expect(propertyPages).toHaveLength(16);
    for (const property of propertyPages) {
      const html = await (await request.get(`/${property.slug}/`)).text();
      expect(html, property.slug).toContain('id="residence-facts"');
      expect(html, property.slug).toContain("Illustrative figures:");
    }
  });
});
