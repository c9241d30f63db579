import { describe, expect, it } from "vitest";
import { sources } from "@/lib/catalogue/sources";
import { PURCHASE_VEHICLE_VALUES, TAX_RESIDENCE_VALUES } from "@/lib/schemas/cross-border-values";
import { crossBorderSheet } from "./sheet";
import { SHEET_GROUPS, type CrossBorderProperty, type CrossBorderSheet, type SheetLine } from "./types";

const miamiCondo: CrossBorderProperty = {
  city: "miami-beach",
  priceMinor: 5_000_000_00,
  currency: "USD",
  offPlan: false,
  closingCostsBps: 75,
};
const dubaiAed: CrossBorderProperty = { city: "dubai", priceMinor: 10_000_000_00, currency: "AED", offPlan: true, closingCostsBps: 50 };
const usPerson = { residence: "us", vehicle: "personal" } as const;
const ukPerson = { residence: "gb", vehicle: "personal" } as const;
const ukCompany = { residence: "gb", vehicle: "company" } as const;

function lines(sheet: CrossBorderSheet): SheetLine[] {
  if (!sheet.known) throw new Error("Expected a known market");
  return SHEET_GROUPS.flatMap((group) => sheet.lines[group]);
}

function line(sheet: CrossBorderSheet, key: string): SheetLine {
  const found = lines(sheet).find((candidate) => candidate.key === key);
  if (!found) throw new Error(`No line ${key}`);
  return found;
}

describe("a $5,000,000 Miami condominium", () => {
  const sheet = crossBorderSheet(miamiCondo, ukPerson);

  it("bears Florida's deed stamps of $0.60 per $100 and Miami-Dade's surtax of $0.45 per $100, the seller's on a resale", () => {
    expect(line(sheet, "florida-deed-stamps")).toMatchObject({ amount: 30_000_00, payer: "seller" });
    expect(line(sheet, "miami-dade-surtax")).toMatchObject({ amount: 22_500_00, payer: "seller" });
  });

  it("counts a part of $100 as a whole $100", () => {
    const odd = crossBorderSheet({ ...miamiCondo, priceMinor: 5_000_000_01 }, ukPerson);
    expect(line(odd, "florida-deed-stamps").amount).toBe(30_000_60);
    expect(line(odd, "miami-dade-surtax").amount).toBe(22_500_45);
  });

  it("leaves the deed stamps to either party on an off-plan residence, whose contract may pass them to the buyer", () => {
    expect(line(crossBorderSheet({ ...miamiCondo, offPlan: true }, ukPerson), "florida-deed-stamps").payer).toBe("either");
  });

  it("starts with the price and shows the sample closing costs as illustrative", () => {
    if (!sheet.known) throw new Error("Miami is known");
    expect(sheet.lines.purchase[0]).toMatchObject({ key: "price", amount: 5_000_000_00, payer: "buyer" });
    expect(line(sheet, "closing-costs")).toMatchObject({ amount: 37_500_00, basis: { illustrative: true } });
  });

  it("withholds FIRPTA's 15% of the gross price, $750,000, when a foreign owner sells", () => {
    expect(line(sheet, "firpta")).toMatchObject({ amount: 750_000_00, payer: "seller", basis: { sourceId: "irs-firpta-withholding" } });
  });

  it("withholds nothing from a US person's sale", () => {
    expect(line(crossBorderSheet(miamiCondo, usPerson), "firpta").amount).toBeUndefined();
  });

  it("withholds 30% of a foreign owner's gross rents unless they elect the net basis, and says how a US person is taxed instead", () => {
    expect(line(sheet, "us-rental-withholding").rule).toMatch(/30% of the gross rents.*elect to be taxed on the net/);
    expect(lines(crossBorderSheet(miamiCondo, usPerson)).map((entry) => entry.key)).toContain("us-rental-tax");
  });

  it("names FinCEN's all-cash report, from 1 March 2026, only for a company purchase", () => {
    expect(line(sheet, "fincen-report").rule).toMatch(/^Does not apply/);
    const company = crossBorderSheet(miamiCondo, ukCompany);
    expect(line(company, "fincen-report").rule).toMatch(/^Applies/);
    expect(line(company, "fincen-effective-date").rule).toMatch(/1 March 2026, as published by FinCEN on 30 September 2025/);
  });

  it("adds the buyer's own country's tax for a foreign buyer, and for a company says it states individuals' rules only", () => {
    expect(line(sheet, "home-tax")).toMatchObject({ basis: { sourceId: "hmrc-foreign-income" } });
    expect(line(crossBorderSheet(miamiCondo, ukCompany), "home-tax").basis).toEqual({ illustrative: true });
    expect(lines(crossBorderSheet(miamiCondo, usPerson)).some((entry) => entry.key === "home-tax")).toBe(false);
  });

  it("points to the cost estimate for the costs of holding rather than computing them", () => {
    expect(line(sheet, "holding-costs").amount).toBeUndefined();
  });
});

describe("a Dubai residence of AED 10,000,000", () => {
  const sheet = crossBorderSheet(dubaiAed, ukPerson);

  it("bears the Land Department's 4%, an agency fee of 2% and 5% VAT on the fee, all the buyer's", () => {
    expect(line(sheet, "dld-transfer-fee")).toMatchObject({ amount: 400_000_00, payer: "buyer" });
    expect(line(sheet, "dubai-agency-fee")).toMatchObject({ amount: 200_000_00, payer: "buyer", basis: { illustrative: true } });
    expect(line(sheet, "dubai-agency-vat")).toMatchObject({ amount: 10_000_00, payer: "buyer" });
  });

  it("sends off-plan payments to the project's escrow account", () => {
    expect(line(sheet, "escrow")).toMatchObject({ basis: { sourceId: "dubai-escrow-law" } });
    expect(line(sheet, "escrow").rule).toMatch(/escrow account/);
    expect(line(crossBorderSheet({ ...dubaiAed, offPlan: false }, ukPerson), "escrow").rule).toMatch(/^Ready residence/);
  });

  it("reaches the golden residence's AED 2,000,000 threshold, off-plan included", () => {
    expect(line(sheet, "golden-visa").rule).toMatch(/^This price reaches.*off-plan/);
  });

  it("is below the threshold at $500,000 (AED 2,000,000 is about $544,588 at the peg)", () => {
    const cheap = crossBorderSheet({ ...dubaiAed, currency: "USD", priceMinor: 500_000_00 }, ukPerson);
    expect(line(cheap, "golden-visa").rule).toMatch(/^This price is below.*\$544,588/);
  });

  it("levies no UAE tax on an individual's rents and corporate tax on a company's", () => {
    expect(line(sheet, "uae-rental-tax").rule).toMatch(/^None for an individual/);
    expect(line(crossBorderSheet(dubaiAed, ukCompany), "uae-rental-tax").rule).toMatch(/9%/);
  });

  it("shows no FIRPTA and no US residence lines", () => {
    expect(lines(sheet).some((entry) => entry.key === "firpta" || entry.key === "us-residence")).toBe(false);
  });

  it("has no home-country line for a UAE resident and a worldwide-income line for a US person", () => {
    expect(lines(crossBorderSheet(dubaiAed, { residence: "ae", vehicle: "personal" })).some((entry) => entry.key === "home-tax")).toBe(
      false,
    );
    expect(line(crossBorderSheet(dubaiAed, usPerson), "home-tax").basis).toEqual({ sourceId: "irs-worldwide-income" });
  });
});

describe("other markets", () => {
  it("charges Aspen's 0.5% on the price and 1% above $100,000 to the buyer: $31,000 and $61,000 on $6,200,000", () => {
    const sheet = crossBorderSheet({ ...miamiCondo, city: "aspen", priceMinor: 6_200_000_00 }, usPerson);
    expect(line(sheet, "aspen-rett")).toMatchObject({ amount: 31_000_00, payer: "buyer" });
    expect(line(sheet, "aspen-housing-rett")).toMatchObject({ amount: 61_000_00, payer: "buyer" });
  });

  it("charges Los Angeles County's $0.55 per $500 or part: $13,750 on $12,500,000, in Beverly Hills and West Hollywood alike", () => {
    for (const city of ["beverly-hills", "west-hollywood"]) {
      const sheet = crossBorderSheet({ ...miamiCondo, city, priceMinor: 12_500_000_00 }, usPerson);
      expect(line(sheet, "la-county-transfer-tax")).toMatchObject({ amount: 13_750_00, payer: "either" });
    }
  });

  it("says a city has no rules here rather than guessing", () => {
    expect(crossBorderSheet({ ...miamiCondo, city: "london" }, usPerson)).toMatchObject({ known: false, city: "london" });
  });

  it("lists Canada's foreign property statement for a Canadian buyer", () => {
    expect(line(crossBorderSheet(dubaiAed, { residence: "ca", vehicle: "personal" }), "canada-t1135").basis).toEqual({
      sourceId: "cra-t1135",
    });
  });
});

describe("every sheet", () => {
  const known = new Set(sources.map((source) => source.id));
  const cities = ["miami-beach", "brickell", "beverly-hills", "aspen", "dubai"];

  it("names a listed source or the illustrative mark on every line, with keys unique within the sheet", () => {
    for (const city of cities)
      for (const residence of TAX_RESIDENCE_VALUES)
        for (const vehicle of PURCHASE_VEHICLE_VALUES)
          for (const offPlan of [false, true]) {
            const all = lines(crossBorderSheet({ ...miamiCondo, city, offPlan }, { residence, vehicle }));
            for (const entry of all) if ("sourceId" in entry.basis) expect(known, `${city} ${entry.key}`).toContain(entry.basis.sourceId);
            expect(new Set(all.map((entry) => entry.key)).size).toBe(all.length);
          }
  });

  it("changes with the buyer's residence and with a company purchase", () => {
    const base = JSON.stringify(lines(crossBorderSheet(miamiCondo, usPerson)));
    expect(JSON.stringify(lines(crossBorderSheet(miamiCondo, ukPerson)))).not.toBe(base);
    expect(JSON.stringify(lines(crossBorderSheet(miamiCondo, { residence: "us", vehicle: "company" })))).not.toBe(base);
  });
});
