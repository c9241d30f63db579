import * as z from "zod/mini";
import { vi } from "vitest";
import { contractSchema, type Contract } from "@/lib/schemas/contract";
import { offerSchema, type Offer, type OfferForm } from "@/lib/schemas/offer";
import type { OfferTerms } from "@/lib/schemas/offer-thread";
import { contractFromAcceptedOffer } from "./contract-from-offer";
import type { AcceptanceFacts } from "@/lib/schemas/acceptance";
import { acceptOffer } from "./negotiation";

/*
 * Records for the deal tests: one offer on Aman Miami Beach and the seller side's details, with
 * a fake clock so each step of a thread happens at a known, later moment.
 */

export const SUBMITTED_AT = "2026-11-20T09:00:00.000Z";

/** An offer as the make-offer form stores it (buildOffer), before anyone answered. */
export function submittedOffer(overrides: Partial<Offer> = {}): Offer {
  return {
    id: "offer-aman",
    createdAt: SUBMITTED_AT,
    status: "submitted",
    property: { name: "Aman Miami Beach", location: "Miami Beach, Florida", price: 8_500_000_00, listingId: "aman-miami-beach" },
    offerAmountCents: 8_250_000_00,
    downPaymentCents: 2_500_000_00,
    depositCents: 825_000_00,
    closingDate: "2027-01-29",
    financingType: "jumbo",
    contingencies: "Inspection within 10 days.",
    additionalTerms: "",
    buyerName: "Julian Ashworth",
    buyerEmail: "julian@example.com",
    buyerPhone: "212 555 0186",
    ...overrides,
  };
}

/** The /make-offer form the submitted offer was made from. */
export const OFFER_FORM: OfferForm = {
  offerAmount: "$8,250,000",
  downPayment: "$2,500,000",
  deposit: "10%",
  financingType: "jumbo",
  closingDate: "2027-01-29",
  contingencies: "Inspection within 10 days.",
  additionalTerms: "",
  buyerName: "Julian Ashworth",
  buyerEmail: "julian@example.com",
  buyerPhone: "212 555 0186",
};

/** The seller side's counter: a higher price and a later closing. */
export const SELLER_TERMS: OfferTerms = {
  offerAmountCents: 8_400_000_00,
  depositCents: 840_000_00,
  closingDate: "2027-02-26",
  contingencies: "Inspection within 10 days.",
  additionalTerms: "",
};

/** The buyer's counter back: meets in the middle and asks for the furniture. */
export const BUYER_TERMS: OfferTerms = {
  ...SELLER_TERMS,
  offerAmountCents: 8_300_000_00,
  depositCents: 830_000_00,
  additionalTerms: "Furniture package conveys.",
};

export const FACTS: AcceptanceFacts = {
  seller: { name: "Collins Dune Holdings LLC", email: "closings@collinsdune.example", phone: "305 555 0199" },
  realtor: { name: "Marisol Vega", license: "FL BK3316207" },
  propertyAddress: "Residence 3A, 4525 Collins Avenue, Miami Beach, FL 33140",
};

/** Starts the fake clock a day after the offer was made. Call vi.useRealTimers() after each test. */
export function startClock(): void {
  vi.useFakeTimers();
  vi.setSystemTime(new Date("2026-11-21T10:00:00.000Z"));
}

/** Records made on the fake clock; real timers after, which the fake IndexedDB of an action's test needs. */
export function madeOnClock<T>(make: () => T): T {
  startClock();
  try {
    return make();
  } finally {
    vi.useRealTimers();
  }
}

/** The fake clock's time as an ISO timestamp, after moving it on by `hours`. */
export function later(hours = 1): string {
  vi.advanceTimersByTime(hours * 3_600_000);
  return new Date().toISOString();
}

export function isStoredOffer(offer: unknown): boolean {
  return z.safeParse(offerSchema, offer).success;
}

export function isStoredContract(contract: unknown): contract is Contract {
  return z.safeParse(contractSchema, contract).success;
}

/** The contract made when the seller accepts the offer as submitted (created on the fake clock's day). */
export function acceptedContract(overrides: Partial<Contract> = {}): Contract {
  const offer = acceptOffer(submittedOffer({ ownerId: "acc-julian" }), { by: "seller", at: later() });
  return { ...contractFromAcceptedOffer(offer, FACTS, "7", new Date(later())), ...overrides };
}

/**
 * The same contract once both parties signed, written out rather than through signContract, so
 * these tests hold whatever a signature comes to record.
 */
export function signedContract(overrides: Partial<Contract> = {}): Contract {
  const contract = acceptedContract();
  const date = later();
  return {
    ...contract,
    status: "in_review",
    signatures: contract.signatures.map((signature) => ({ ...signature, status: "signed", date, signedName: signature.name })),
    ...overrides,
  };
}
