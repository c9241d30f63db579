import { timelineWords } from "@/lib/deals/contracts/timeline-words";
import * as z from "zod/mini";
import { describe, expect, it } from "vitest";
import { contractFormSchema, contractSchema } from "@/lib/schemas/contract";
import { buildContract, signingDeadline } from "./new-contract";
import { CONTRACT_FORM as form } from "./test-contracts";

describe("creating a contract", () => {
  it("builds a valid pending record with both signatures pending and one timeline event", () => {
    const now = new Date(2026, 10, 22, 10, 30);
    const contract = buildContract(form, "5", now);
    expect(z.safeParse(contractSchema, contract).success).toBe(true);
    expect(contract).toMatchObject({
      id: "5",
      status: "pending_signature",
      amountCents: 7_500_000_00,
      depositCents: 750_000_00,
      created: "2026-11-22",
      deadline: "2026-12-06",
    });
    expect(contract.signatures.map((signature) => [signature.party, signature.name, signature.status])).toEqual([
      ["buyer", "Amira Saleh", "pending"],
      ["seller", "Bay Island Estates LLC", "pending"],
    ]);
    expect(contract.timeline).toHaveLength(1);
    expect(timelineWords(contract.timeline)[0]?.event).toBe("Contract created");
  });

  it("sets the signing deadline 14 days out, or at closing when that is sooner", () => {
    expect(signingDeadline("2026-11-22", "2027-03-01")).toBe("2026-12-06");
    expect(signingDeadline("2026-11-22", "2026-11-30")).toBe("2026-11-30");
    expect(signingDeadline("2026-12-25", "2027-02-01")).toBe("2027-01-08");
  });

  it("refuses a deposit above the purchase amount and a closing date in the past (form schema)", () => {
    const result = z.safeParse(contractFormSchema, { ...form, depositAmount: "$8,000,000", closingDate: "2020-01-01" });
    expect(result.success).toBe(false);
    const paths = result.error?.issues.map((issue) => issue.path.join("."));
    expect(paths).toEqual(expect.arrayContaining(["depositAmount", "closingDate"]));
  });
});
