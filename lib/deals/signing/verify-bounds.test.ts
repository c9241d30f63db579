import { afterEach, describe, expect, it, vi } from "vitest";
import type { Contract } from "@/lib/schemas/contract";
import { generateSigningKey } from "./keys";
import { prepareSignature } from "./sign";
import { signContract } from "@/lib/deals/contracts/state-machine";
import { forgedSample, fullySignedSample, pendingSample } from "./testing";
import { FUTURE_TOLERANCE_MS, statedTimeInBounds, verifyContract } from "./verify";

const statuses = async (contract: Contract) => (await verifyContract(contract)).signatures.map((check) => check.status);

async function signedAt(at: string): Promise<Contract> {
  const contract = pendingSample();
  const key = await generateSigningKey("seller-account");
  return signContract(contract, await prepareSignature(contract, { party: "seller", signedName: "Jordan Blake", at }, key));
}

afterEach(() => {
  vi.useRealTimers();
});

describe("the signing time a signer states", () => {
  it("is accepted from the contract's creation day up to five minutes ahead of this clock", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2026-11-25T12:00:00.000Z"));
    // Sample 1 was created on 2026-11-18.
    expect(await statuses(await signedAt("2026-11-18T00:00:00.000Z"))).toEqual(["pending", "valid"]);
    expect(await statuses(await signedAt("2026-11-25T12:04:59.000Z"))).toEqual(["pending", "valid"]);
  });

  it("is refused as a status of its own when before the contract existed or more than five minutes ahead", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2026-11-25T12:00:00.000Z"));
    expect(await statuses(await signedAt("2020-01-01T09:00:00.000Z"))).toEqual(["pending", "bad-time"]);
    expect(await statuses(await signedAt("2026-11-25T12:05:01.000Z"))).toEqual(["pending", "bad-time"]);
    // The same signature is accepted once this clock reaches it.
    const early = await signedAt("2026-11-26T09:00:00.000Z");
    expect(await statuses(early)).toEqual(["pending", "bad-time"]);
    vi.setSystemTime(new Date("2026-11-26T09:00:00.000Z"));
    expect(await statuses(early)).toEqual(["pending", "valid"]);
  });

  it("allows for a creation date written in the earliest time zone, and no earlier", () => {
    const now = new Date("2026-12-01T00:00:00.000Z");
    expect(statedTimeInBounds("2026-11-17T10:00:00.000Z", { createdOn: "2026-11-18", now })).toBe(true);
    expect(statedTimeInBounds("2026-11-17T09:59:59.000Z", { createdOn: "2026-11-18", now })).toBe(false);
    expect(statedTimeInBounds(new Date(now.getTime() + FUTURE_TOLERANCE_MS).toISOString(), { createdOn: "2026-11-18", now })).toBe(true);
  });
});

describe("one key on both lines", () => {
  it("marks both lines of the forged packet, whatever their times, as signed with the same key", async () => {
    const { contract } = await forgedSample();
    expect(await statuses(contract)).toEqual(["shared-key", "shared-key"]);
    const { contract: plausible } = await forgedSample({ buyer: "2026-11-20T09:00:00.000Z", seller: "2026-11-21T09:00:00.000Z" });
    expect(await statuses(plausible)).toEqual(["shared-key", "shared-key"]);
  });

  it("leaves two parties' own keys alone", async () => {
    const { contract } = await fullySignedSample();
    expect(await statuses(contract)).toEqual(["valid", "valid"]);
  });
});
