import type { CompareColumn } from "./compare-column";

/** A made-up column for the row tests: every field plain, any of them replaced by `changes`. */
export function testColumn(id: `listing:${string}` | `unit:${string}`, changes: Partial<CompareColumn> = {}): CompareColumn {
  return {
    id,
    name: id,
    location: "Miami Beach, Florida",
    href: "/aman-miami-beach",
    image: "/art/listings/aman-miami-beach",
    imageAlt: "A tower",
    priceCents: 5_000_000_00,
    pricePerSqftCents: 2_000_00,
    beds: 3,
    baths: 3.5,
    sqft: 2500,
    brand: "Aman",
    developer: "A developer",
    operator: "Aman",
    status: "Ready to move in (completed 2021)",
    services: ["concierge", "valet"],
    programme: "No programme",
    monthlyCostCents: 30_000_00,
    netYieldBps: null,
    crossBorder: { city: "miami-beach", priceMinor: 5_000_000_00, currency: "USD", offPlan: false, closingCostsBps: 75 },
    ...changes,
  };
}
