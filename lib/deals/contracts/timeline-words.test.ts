import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { contractSchema, timelineEventSchema, type TimelineEvent, type TimelineFact } from "@/lib/schemas/contract";
import { timelineHas } from "./timeline-has";
import { timelineWords } from "./timeline-words";

const AT = "2026-11-25T16:00:00.000Z";
const TERMS = {
  offerAmountCents: 8_300_000_00,
  depositCents: 830_000_00,
  closingDate: "2027-02-26",
  contingencies: "Inspection within 10 days",
  additionalTerms: "",
};

function contractsOf(version: number) {
  const backup = JSON.parse(readFileSync(new URL(`../../store/fixtures/v${version}.json`, import.meta.url), "utf8")) as {
    collections: { contracts: unknown[] };
  };
  return backup.collections.contracts.map((record) => contractSchema.parse(record));
}

function wordsOf(fact: TimelineFact) {
  return timelineWords([{ date: AT, fact }])[0];
}

describe("the timeline in words", () => {
  it("words a version 6 negotiation and deposit exactly as version 5 stored the same events as text", () => {
    const stored = contractsOf(5)[1];
    const recorded = contractsOf(6)[1];
    expect(recorded?.timeline.every((entry) => "fact" in entry)).toBe(true);
    expect(timelineWords(recorded?.timeline ?? [])).toEqual(stored?.timeline);
  });

  it("shows an entry stored as words as it was stored, the old lower-case method included", () => {
    const old: TimelineEvent = {
      date: AT,
      event: "Deposit received in escrow",
      description: "Deposit of $1 paid in bitcoin and recorded.",
    };
    expect(timelineEventSchema.safeParse(old).success).toBe(true);
    expect(timelineWords([old])).toEqual([old]);
  });

  it.each([
    ["bitcoin", "paid in Bitcoin and"],
    ["ethereum", "paid in Ethereum and"],
    ["wire", "paid by wire transfer and"],
  ] as const)("names a deposit paid by %s with the site's label for it", (method, words) => {
    expect(wordsOf({ kind: "deposit-in-escrow", amountCents: 825_000_00, transactionId: "TXN-ABC", method })?.description).toContain(words);
  });

  it("says who signed, for whom and with which key", () => {
    const signed = {
      kind: "signed",
      party: "seller",
      partyName: "Oceanfront Holdings LLC",
      signedName: "Ana Ruiz",
      capacity: "Director",
    } as const;
    expect(wordsOf({ ...signed, how: "key-here" })).toEqual({
      date: AT,
      event: "Seller signed",
      description: "Ana Ruiz (Director) signed for the seller (Oceanfront Holdings LLC) with a key kept in this browser.",
    });
    expect(wordsOf({ ...signed, how: "typed" })?.description).toMatch(/electronically on this device\.$/);
    expect(wordsOf({ ...signed, how: "key-imported" })?.description).toMatch(/with their own key, in their own browser;/);
  });

  it("words a counter-offer against the offer version before it, and the first version as the offer", () => {
    const counter = { ...TERMS, offerAmountCents: 8_400_000_00 };
    const words = timelineWords([
      { date: AT, fact: { kind: "offer-version", by: "buyer", name: "Julian Ashworth", terms: TERMS } },
      { date: AT, fact: { kind: "contract-created", from: "form", preparedBy: "Sofia Marin" } },
      { date: AT, fact: { kind: "offer-version", by: "seller", terms: counter } },
    ]);
    expect(words.map((entry) => entry.event)).toEqual(["Offer submitted", "Contract created", "Counter-offer"]);
    expect(words[1]?.description).toBe("Prepared by Sofia Marin on this device and ready for the buyer's and the seller's signatures.");
    expect(words[2]?.description).toBe(
      "The seller countered with $8,400,000 with a $830,000 deposit, closing Feb 26, 2027: offer amount $8,400,000 (was $8,300,000).",
    );
  });

  it("words the end of a deal: cancelled and refunded, or completed and released", () => {
    const end = timelineWords([
      { date: AT, fact: { kind: "cancelled" } },
      { date: AT, fact: { kind: "deposit-refunded", amountCents: 830_000_00, transactionId: "TXN-R1" } },
      { date: AT, fact: { kind: "completed" } },
      { date: AT, fact: { kind: "escrow-released", amountCents: 830_000_00, transactionId: "TXN-R1" } },
      { date: AT, fact: { kind: "added-from-file", reference: "12" } },
    ]);
    expect(end.map((entry) => entry.event)).toEqual([
      "Contract cancelled",
      "Deposit refunded",
      "Contract completed",
      "Escrow released",
      "Added from a PDF",
    ]);
    expect(end[1]?.description).toBe(
      "The deposit of $830,000 (TXN-R1) was refunded from escrow to the buyer as the contract was cancelled.",
    );
  });

  it("refuses an entry of a kind it does not know, or a fact missing what it needs", () => {
    expect(timelineEventSchema.safeParse({ date: AT, fact: { kind: "teleported" } }).success).toBe(false);
    expect(timelineEventSchema.safeParse({ date: AT, fact: { kind: "deposit-refunded", amountCents: 1 } }).success).toBe(false);
  });

  it("finds a recorded fact, or an entry stored as words, by what it says", () => {
    const timeline: TimelineEvent[] = [
      { date: AT, event: "Deposit refunded", description: "" },
      { date: AT, fact: { kind: "deposit-in-escrow", amountCents: 1_00, transactionId: "TXN-A" } },
    ];
    const refunded = (fact: TimelineFact) => fact.kind === "deposit-refunded";
    expect(timelineHas(timeline, refunded, (entry) => entry.event === "Deposit refunded")).toBe(true);
    expect(timelineHas(timeline.slice(1), refunded, (entry) => entry.event === "Deposit refunded")).toBe(false);
  });
});
