import { timelineWords } from "./timeline-words";
import * as z from "zod/mini";
import { describe, expect, it } from "vitest";
import { sampleContracts } from "@/lib/catalogue/contracts";
import { contractSchema, type Contract } from "@/lib/schemas/contract";
import { cancelContract, completeContract, completionBlocker, ContractTransitionError } from "./state-machine";

const AT = "2027-02-26T17:00:00.000Z";

function sample(id: string): Contract {
  const found = sampleContracts.find((contract) => contract.id === id);
  if (!found) throw new Error(`no sample ${id}`);
  return structuredClone(found);
}

describe("completing a contract", () => {
  it("moves a contract in review to completed and adds its timeline event", () => {
    const before = sample("3");
    const next = completeContract(before, { at: AT });
    expect(next.status).toBe("completed");
    expect(next.timeline).toEqual([...before.timeline, { date: AT, fact: { kind: "completed" } }]);
    expect(timelineWords(next.timeline).at(-1)).toEqual({
      date: AT,
      event: "Contract completed",
      description: "Marked completed on this device: the sale has closed.",
    });
    expect(next.signatures).toEqual(before.signatures);
    expect(z.safeParse(contractSchema, next).success).toBe(true);
  });

  it.each([
    ["awaiting signatures", () => sample("1"), "Every party must sign this contract before the sale can complete."],
    ["already completed", () => sample("4"), "This contract is already completed."],
    ["cancelled", () => cancelContract(sample("3"), { at: AT }), "This contract was cancelled, so the sale cannot complete."],
  ])("refuses a contract %s", (_case, make, message) => {
    expect(completionBlocker(make())).toBe(message);
    expect(() => completeContract(make(), { at: AT })).toThrow(new ContractTransitionError(message));
  });

  it("leaves a completed contract impossible to cancel", () => {
    expect(() => cancelContract(completeContract(sample("3"), { at: AT }), { at: AT })).toThrow(/completed/);
  });

  it("does not change the contract it was given", () => {
    const contract = sample("3");
    const before = structuredClone(contract);
    completeContract(contract, { at: AT });
    expect(contract).toEqual(before);
  });
});
