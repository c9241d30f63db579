import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { contractForOffer } from "@/lib/deals/offers/contract-from-offer";
import { dealsFrom } from "@/lib/deals/deal-stage";
import { offerVersions } from "@/lib/deals/offers/offer-versions";
import { standardDeposit } from "@/lib/deals/offers/standard-deposit";
import { contractSchema } from "@/lib/schemas/contract";
import { offerSchema, type Offer } from "@/lib/schemas/offer";
import { transactionSchema } from "@/lib/schemas/transaction";
import type { Backup } from "./backup";
import { collectionTablesAt, migrateRecords, SCHEMA_VERSION, STORE_VERSIONS } from "./versions";

/*
 * Version 4 (issue 17): offers are negotiated and contracts name the offer they came from. The
 * new fields are optional, so the offers of every older version read as they are: submitted,
 * with one version.
 */

function fixture(version: number): Backup {
  return JSON.parse(readFileSync(new URL(`./fixtures/v${version}.json`, import.meta.url), "utf8")) as Backup;
}

function storedOffers(version: number): Offer[] {
  const records = migrateRecords("offers", fixture(version).collections.offers ?? [], version, STORE_VERSIONS);
  return records.map((record) => offerSchema.parse(record));
}

describe("store version 4: negotiated offers", () => {
  it("has the same tables as version 3 and no migration", () => {
    expect(SCHEMA_VERSION).toBeGreaterThanOrEqual(4);
    expect(collectionTablesAt(STORE_VERSIONS, 4)).toEqual(collectionTablesAt(STORE_VERSIONS, 3));
    expect(STORE_VERSIONS.find((step) => step.version === 4)?.migrate).toBeUndefined();
    const v3Offers = fixture(3).collections.offers ?? [];
    expect(migrateRecords("offers", v3Offers, 3, STORE_VERSIONS)).toEqual(v3Offers);
  });

  it.each([1, 2, 3])("reads the offers of a version %i store as submitted, with one version by the buyer", (version) => {
    const offers = storedOffers(version);
    expect(offers.length).toBeGreaterThan(0);
    for (const offer of offers) {
      expect(offer.status).toBe("submitted");
      expect(offerVersions(offer)).toEqual([
        expect.objectContaining({
          number: 1,
          kind: "offer",
          by: "buyer",
          at: offer.createdAt,
          terms: expect.objectContaining({ depositCents: standardDeposit(offer.offerAmountCents) }),
        }),
      ]);
    }
  });

  it("holds, in its fixture, every kind of negotiated offer and a deal carried to its deposit", () => {
    const backup = fixture(4);
    const offers = storedOffers(4);
    expect(offers.map((offer) => offer.status)).toEqual(["submitted", "accepted", "declined", "withdrawn"]);
    const contracts = (backup.collections.contracts ?? []).map((record) => contractSchema.parse(record));
    const transactions = (backup.collections.transactions ?? []).map((record) => transactionSchema.parse(record));
    expect(contractForOffer("offer-2", contracts)?.id).toBe("2");
    const stages = dealsFrom(offers, contracts, transactions).map((deal) => [deal.offer.id, deal.stage.stage, deal.deposit?.id]);
    expect(stages).toEqual([
      ["offer-4", "withdrawn", undefined],
      ["offer-3", "declined", undefined],
      ["offer-2", "awaiting_signatures", "TXN-D3P4SIT2"],
      ["offer-1", "offer_made", undefined],
    ]);
  });
});

describe("store version 5: refunded deposits", () => {
  it("has the same tables as version 4 and no migration", () => {
    expect(collectionTablesAt(STORE_VERSIONS, 5)).toEqual(collectionTablesAt(STORE_VERSIONS, 4));
    expect(STORE_VERSIONS.find((step) => step.version === 5)?.migrate).toBeUndefined();
  });

  it("reads a version 5 store's refunded transaction as refunded", () => {
    const records = migrateRecords("transactions", fixture(5).collections.transactions ?? [], 5, STORE_VERSIONS);
    const statuses = records.map((record) => transactionSchema.parse(record).status);
    expect(statuses).toContain("refunded");
  });
});
