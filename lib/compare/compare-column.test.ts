import { describe, expect, it } from "vitest";
import { listingById } from "@/lib/catalogue/listings";
import { residences } from "@/lib/catalogue/residences";
import { allCompareColumns, compareColumnOf } from "./compare-column";
import { comparableIds, compareEntryOf } from "./compare-entries";
import { buildCompareRows } from "./compare-rows";

describe("the columns the catalogue gives", () => {
  it("has a column for every purchase listing and featured unit", () => {
    const ids = comparableIds();
    expect(ids).toContain("listing:aman-miami-beach");
    expect(ids).toContain("unit:aman-penthouse-12");
    expect(ids).toHaveLength(new Set(ids).size);
    for (const id of ids) expect(compareColumnOf(id), id).toBeDefined();
  });

  it("has none for an id the catalogue does not hold", () => {
    expect(compareColumnOf("listing:nowhere")).toBeUndefined();
    expect(compareColumnOf("unit:aman-miami-beach")).toBeUndefined();
    expect(compareEntryOf("unit:nowhere")).toBeUndefined();
  });

  it("takes a listing's figures, its building's facts and the two estimates", () => {
    const column = compareColumnOf("listing:aman-miami-beach");
    const listing = listingById("aman-miami-beach");
    expect(column).toMatchObject({
      name: "Aman Miami Beach",
      href: "/aman-miami-beach",
      priceCents: listing?.priceCents,
      pricePerSqftCents: 3_541_67, // $8,500,000 over 2,400 sq ft
      beds: 2,
      baths: 3,
      sqft: 2400,
      brand: "Aman",
      operator: "Aman",
      status: "Off-plan, completion Q4 2027",
      programme: "Optional, per unit: the owner keeps 50% of room revenue, 28 owner nights a year",
      monthlyCostCents: 63_062_22,
      netYieldBps: 108,
    });
  });

  it("names a featured unit with its building and links to the building's page", () => {
    const unit = residences.find((candidate) => candidate.id === "aman-penthouse-12");
    expect(compareColumnOf("unit:aman-penthouse-12")).toMatchObject({
      name: "The Aman Penthouse, Aman Miami Beach",
      href: "/aman-miami-beach",
      priceCents: unit?.priceCents,
      beds: unit?.bedrooms,
      baths: unit?.bathrooms,
    });
  });

  it("says No programme, and no yield, where the building has none; a sold listing says Sold", () => {
    expect(compareColumnOf("listing:edition-west-hollywood")).toMatchObject({ programme: "No programme", netYieldBps: null });
    expect(compareColumnOf("listing:one-thousand-museum")?.status).toBe("Sold");
    expect(compareColumnOf("listing:st-regis-aspen")?.status).toBe("Ready to move in (completed 2016)");
  });
});

describe("a comparison of three residences from the catalogue", () => {
  const ids = ["listing:aman-miami-beach", "listing:st-regis-aspen", "listing:edition-west-hollywood"] as const;
  const rows = buildCompareRows(ids.map((id) => compareColumnOf(id)).filter((column) => column !== undefined));
  const best = (key: string) => rows.find((row) => row.key === key)?.cells.map((cell) => cell.best);

  it("marks the best value of each figure", () => {
    expect(best("price")).toEqual([false, false, true]); // Edition, $4,800,000
    expect(best("price-per-sqft")).toEqual([false, true, false]); // St. Regis, $1,631.58
    expect(best("area")).toEqual([false, true, false]);
    expect(best("services")).toEqual([false, true, false]); // 9 of 10
    expect(best("monthly-cost")).toEqual([false, false, true]);
    expect(best("net-yield")).toEqual([false, true, false]); // 1.73% against 0.68% and no programme
  });

  it("highlights where they differ", () => {
    const differs = Object.fromEntries(rows.map((row) => [row.key, row.differs]));
    expect(differs).toMatchObject({ brand: true, operator: true, status: true, programme: true, "service-concierge": false });
  });
});

describe("every column at once", () => {
  it("has one per comparable id, keyed by it", () => {
    const columns = allCompareColumns();
    expect(Object.keys(columns)).toEqual(comparableIds());
    expect(columns["unit:aman-penthouse-12"]?.id).toBe("unit:aman-penthouse-12");
  });
});

describe("the cross-border terms of a column", () => {
  it("carry the residence's city, price and building status, a unit taking its building's city", () => {
    expect(compareColumnOf("listing:bulgari-dubai")?.crossBorder).toMatchObject({ city: "dubai", currency: "USD", offPlan: false });
    const unit = residences.find((candidate) => candidate.projectId === "aman-miami-beach");
    if (!unit) throw new Error("The sample has an Aman Miami Beach unit");
    expect(compareColumnOf(`unit:${unit.id}`)?.crossBorder).toMatchObject({
      city: "miami-beach",
      priceMinor: unit.priceCents,
      offPlan: true,
    });
  });
});
