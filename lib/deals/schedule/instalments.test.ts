import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { sampleContracts } from "@/lib/catalogue/contracts";
import { residenceFacts } from "@/lib/catalogue/residence-facts";
import type { Contract } from "@/lib/schemas/contract";
import { offPlanBuildingOf } from "./building";
import { constructionCount, scheduleInstalments, signingDate } from "./instalments";

const aman = offPlanBuildingOf({ property: "Aman Miami Beach" })!;
/** Sample contract 1: $8,900,000 for a residence at Aman Miami Beach (2027-Q4), signing deadline 2026-12-09. */
const contract = sampleContracts[0]!;

const tenFortyFifty = residenceFacts.find((facts) => facts.status.stage === "off-plan" && facts.status.paymentPlan.length === 4)!;

function signedOn(buyer: string, seller: string): Contract["signatures"] {
  return [
    { party: "buyer", name: "B", status: "signed", date: buyer },
    { party: "seller", name: "S", status: "signed", date: seller },
  ];
}

describe("the signing date", () => {
  it("is the signing deadline while a signature is pending, and the day of the last signature once both signed", () => {
    expect(signingDate(contract)).toBe("2026-12-09");
    expect(signingDate({ ...contract, signatures: signedOn("2027-01-12T18:05:00.000Z", "2027-01-10") })).toBe("2027-01-12");
  });
});

describe("the instalments of an off-plan contract", () => {
  it("date a 20/30/50 plan: 20% on signing, 30% in three quarterly instalments, 50% at the end of the completion quarter", () => {
    // 387 days from 2026-12-09 to 2027-12-31: about four quarters, so three instalments between,
    // at 97, 194 and 290 days (a quarter, a half and three quarters of the way).
    expect(scheduleInstalments({ contract, building: aman })).toEqual([
      { key: "signing", kind: "signing", label: "On signing", dueOn: "2026-12-09", amountMinor: 1_780_000_00 },
      {
        key: "construction-1",
        kind: "construction",
        label: "Construction instalment 1 of 3",
        dueOn: "2027-03-16",
        amountMinor: 890_000_00,
      },
      {
        key: "construction-2",
        kind: "construction",
        label: "Construction instalment 2 of 3",
        dueOn: "2027-06-21",
        amountMinor: 890_000_00,
      },
      {
        key: "construction-3",
        kind: "construction",
        label: "Construction instalment 3 of 3",
        dueOn: "2027-09-25",
        amountMinor: 890_000_00,
      },
      { key: "completion", kind: "completion", label: "On completion", dueOn: "2027-12-31", amountMinor: 4_450_000_00 },
    ]);
  });

  it("rounds each share to the cent and lets the last of each split take what is left, so the cents add up to the price", () => {
    // $1,000,000.07 on a 10/10/30/50 plan signed 2027-01-12, completing 2028-09-30 (627 days: six instalments).
    const building = {
      completion: "2028-Q3",
      paymentPlan: tenFortyFifty.status.stage === "off-plan" ? tenFortyFifty.status.paymentPlan : [],
    };
    const instalments = scheduleInstalments({
      contract: { ...contract, amountCents: 1_000_000_07, signatures: signedOn("2027-01-12", "2027-01-11") },
      building,
    });
    expect(instalments.map((instalment) => [instalment.key, instalment.amountMinor])).toEqual([
      ["reservation", 100_000_01], // 10% of 100,000,007 cents is 10,000,000.7: 10,000,001
      ["signing", 100_000_01],
      ["construction-1", 50_000_00], // 30% is 30,000,002.1 -> 30,000,002 cents, in six: 5,000,000 x 5 ...
      ["construction-2", 50_000_00],
      ["construction-3", 50_000_00],
      ["construction-4", 50_000_00],
      ["construction-5", 50_000_00],
      ["construction-6", 50_000_02], // ... and the rest, 5,000,002
      ["completion", 500_000_03], // what is left of the price: 50,000,003
    ]);
    expect(instalments[0]?.dueOn).toBe("2027-01-12");
    expect(instalments.at(-1)?.dueOn).toBe("2028-09-30");
  });

  it("always add up to the price exactly, for every off-plan building's plan and any price", () => {
    const plans = residenceFacts.flatMap((facts) => (facts.status.stage === "off-plan" ? [facts.status] : []));
    expect(plans).toHaveLength(9);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000_000_00 }), fc.constantFrom(...plans), (price, status) => {
        const instalments = scheduleInstalments({ contract: { ...contract, amountCents: price }, building: status });
        const keys = instalments.map((instalment) => instalment.key);
        return instalments.reduce((sum, instalment) => sum + instalment.amountMinor, 0) === price && new Set(keys).size === keys.length;
      }),
    );
  });

  it("stretch the construction instalments and move completion when completion moves, keeping their number and amounts", () => {
    const planned = scheduleInstalments({ contract, building: aman });
    const later = scheduleInstalments({ contract, building: aman }, "2028-03-31");
    expect(later.map((instalment) => instalment.key)).toEqual(planned.map((instalment) => instalment.key));
    expect(later.map((instalment) => instalment.amountMinor)).toEqual(planned.map((instalment) => instalment.amountMinor));
    expect(later.map((instalment) => instalment.dueOn)).toEqual(["2026-12-09", "2027-04-08", "2027-08-05", "2027-12-03", "2028-03-31"]);
  });

  it("count one construction instalment a quarter between signing and completion, at least one and at most twelve", () => {
    expect(constructionCount("2026-12-09", "2027-12-31")).toBe(3);
    expect(constructionCount("2026-12-09", "2027-01-31")).toBe(1);
    expect(constructionCount("2026-01-01", "2036-01-01")).toBe(12);
  });
});
