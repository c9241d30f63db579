import { describe, expect, it } from "vitest";
import { termsDigest } from "@/lib/deals/contracts/terms-digest";
import { contractSchema } from "@/lib/schemas/contract";
import { offerSchema } from "@/lib/schemas/offer";
import { transactionSchema } from "@/lib/schemas/transaction";
import { contractToCents, offerToCents, transactionToCents } from "./cents-migration";
import type { Backup } from "./backup";
import version1 from "./fixtures/v1.json";
import { migrateRecords, STORE_VERSIONS } from "./versions";

const v1 = version1 as unknown as Backup;
const first = (table: string) => v1.collections[table as keyof Backup["collections"]]?.[0] as Record<string, unknown>;

describe("moving stored money from whole dollars to cents (version 2)", () => {
  it("renames and multiplies an offer's amounts and its listed price", () => {
    const offer = offerToCents(first("offers"));
    expect(offer).toMatchObject({ offerAmountCents: 8_250_000_00, downPaymentCents: 2_500_000_00, property: { price: 8_500_000_00 } });
    expect(offer).not.toHaveProperty("offerAmount");
    expect(offer).not.toHaveProperty("downPayment");
    expect(offerSchema.safeParse(offer).success).toBe(true);
  });

  it("keeps a listed price given in words", () => {
    const offer = offerToCents({ ...first("offers"), property: { name: "Property", location: "", price: "Contact for pricing" } });
    expect(offer.property).toEqual({ name: "Property", location: "", price: "Contact for pricing" });
  });

  it("renames and multiplies a transaction's amount and a contract's amount and deposit", () => {
    const transaction = transactionToCents(first("transactions"));
    expect(transaction).toMatchObject({ amountCents: 850_000_00 });
    expect(transactionSchema.safeParse(transaction).success).toBe(true);
    const contract = contractToCents(first("contracts"));
    expect(contract).toMatchObject({ amountCents: 8_500_000_00, depositCents: 850_000_00 });
    expect(contract).not.toHaveProperty("amount");
    expect(contractSchema.safeParse(contract).success).toBe(true);
  });

  it("moves a value that is not a number across unchanged, for validation on read to set aside", () => {
    const broken = transactionToCents({ ...first("transactions"), amount: "DROP TABLE" });
    expect(broken.amountCents).toBe("DROP TABLE");
    expect(transactionSchema.safeParse(broken).success).toBe(false);
    expect(() => offerToCents({ id: "x", property: null })).not.toThrow();
    expect(() => contractToCents({})).not.toThrow();
  });

  it("leaves a record that already holds cents as it is", () => {
    const migrated = contractToCents(first("contracts"));
    expect(contractToCents(migrated)).toEqual(migrated);
  });

  it("runs for a version 1 backup, and not again for a version 2 one", () => {
    const [offer] = migrateRecords("offers", v1.collections.offers ?? [], 1, STORE_VERSIONS) as Record<string, unknown>[];
    expect(offer?.offerAmountCents).toBe(8_250_000_00);
    const [again] = migrateRecords("offers", [offer], 2, STORE_VERSIONS) as Record<string, unknown>[];
    expect(again).toEqual(offer);
  });

  it("keeps a signature made on the dollar terms valid: the terms digest does not change", async () => {
    // What the version 1 code (canonical terms with whole dollars) hashed for this contract.
    const signedDigest = "b30401910c29af0d73406c35f3040432fc781a7d294ff09c2c308dcb95c20b40";
    const contract = contractSchema.parse(contractToCents(first("contracts")));
    expect(await termsDigest(contract)).toBe(signedDigest);
    expect(await termsDigest({ ...contract, amountCents: contract.amountCents + 1 })).not.toBe(signedDigest);
  });
});
