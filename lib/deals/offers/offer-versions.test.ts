import { describe, expect, it } from "vitest";
import { without } from "@/lib/schemas/test-utils";
import { sameTerms, termsChanges, termsSummary } from "@/lib/deals/contracts/terms-words";
import { latestVersion, offerVersions, submittedTerms } from "./offer-versions";
import { STANDARD_DEPOSIT_RATE, standardDeposit } from "./standard-deposit";
import { BUYER_TERMS, SELLER_TERMS, SUBMITTED_AT, submittedOffer } from "./test-deals";

describe("the versions of an offer", () => {
  it("reads an offer saved before negotiation existed as one version by the buyer, proposing the standard deposit", () => {
    const old = without(submittedOffer(), "depositCents");
    const versions = offerVersions(old);
    expect(versions).toEqual([
      {
        number: 1,
        kind: "offer",
        by: "buyer",
        at: SUBMITTED_AT,
        terms: {
          offerAmountCents: 8_250_000_00,
          depositCents: 825_000_00,
          closingDate: "2027-01-29",
          contingencies: "Inspection within 10 days.",
          additionalTerms: "",
        },
      },
    ]);
    expect(latestVersion(old)).toEqual(versions[0]);
  });

  it("reads missing optional text as empty", () => {
    const bare = without(submittedOffer(), "contingencies", "additionalTerms");
    expect(submittedTerms(bare)).toMatchObject({ contingencies: "", additionalTerms: "" });
  });

  it("numbers the counters after the offer", () => {
    const offer = submittedOffer({
      status: "countered",
      counters: [
        { by: "seller", at: "2026-11-21T10:00:00.000Z", terms: SELLER_TERMS },
        { by: "buyer", at: "2026-11-21T11:00:00.000Z", terms: BUYER_TERMS },
      ],
    });
    expect(offerVersions(offer).map(({ number, kind, by }) => `${number} ${kind} ${by}`)).toEqual([
      "1 offer buyer",
      "2 counter seller",
      "3 counter buyer",
    ]);
    expect(latestVersion(offer).terms).toEqual(BUYER_TERMS);
  });
});

describe("comparing terms", () => {
  it("proposes 10% of the offer as the standard deposit, to the cent", () => {
    expect(STANDARD_DEPOSIT_RATE).toBe(1_000);
    expect(standardDeposit(8_250_000_00)).toBe(825_000_00);
    expect(standardDeposit(1_234_567)).toBe(123_457);
  });

  it("says what a counter changed, money and dates with what they were, text as it now reads", () => {
    expect(termsChanges(SELLER_TERMS, BUYER_TERMS)).toEqual([
      "offer amount $8,300,000 (was $8,400,000)",
      "deposit $830,000 (was $840,000)",
      'additional terms now "Furniture package conveys."',
    ]);
    expect(termsChanges(BUYER_TERMS, { ...BUYER_TERMS, closingDate: "2027-03-01", contingencies: "", additionalTerms: "" })).toEqual([
      "closing date Mar 1, 2027 (was Feb 26, 2027)",
      "contingencies removed",
      "additional terms removed",
    ]);
  });

  it("treats terms that differ only in spacing as the same", () => {
    expect(sameTerms(SELLER_TERMS, { ...SELLER_TERMS, contingencies: `  ${SELLER_TERMS.contingencies}\n` })).toBe(true);
    expect(sameTerms(SELLER_TERMS, { ...SELLER_TERMS, offerAmountCents: SELLER_TERMS.offerAmountCents + 1 })).toBe(false);
  });

  it("sums a version up in one phrase", () => {
    expect(termsSummary(SELLER_TERMS)).toBe("$8,400,000 with a $840,000 deposit, closing Feb 26, 2027");
  });
});
