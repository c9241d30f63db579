import { timelineWords } from "@/lib/deals/contracts/timeline-words";
import { describe, expect, it } from "vitest";
import { signingDeadline } from "@/lib/deals/contracts/new-contract";
import { nextContractId } from "@/lib/deals/contracts/next-id";
import { termsDigest } from "@/lib/deals/contracts/terms-digest";
import { generateSigningKey } from "@/lib/deals/signing/keys";
import { mergePacket } from "./merge-packet";
import { contractPacketBytes } from "./packet-format";
import { blankCopy, copyOfPacket, findLocalCopy } from "./packet-copy";
import { withLocalId } from "@/lib/deals/contracts/local-id";
import { pendingSample, signAs } from "@/lib/deals/signing/testing";
import { verifyContract } from "@/lib/deals/signing/verify";

const AT = "2026-11-21T12:00:00.000Z";

describe("a verified packet added to this browser's contracts", () => {
  it("keeps the file's checked signatures and takes its status from them, not from the file", async () => {
    const key = await generateSigningKey("buyer-account");
    const signed = await signAs(pendingSample(), key, "buyer", "Eleanor Grace Whitfield");
    const outcome = await copyOfPacket({ ...signed, status: "completed", ownerId: "elsewhere" }, AT);
    if (!outcome.ok) throw new Error(outcome.reason);
    expect(outcome.contract.status).toBe("pending_signature");
    expect(outcome.contract.ownerId).toBeUndefined();
    expect(outcome.contract.signatures).toEqual(signed.signatures);
    expect(timelineWords(outcome.contract.timeline).map((event) => event.event)).toEqual(["Added from a PDF", "Buyer signed"]);
    expect((await verifyContract(outcome.contract)).signatures.map((check) => check.status)).toEqual(["valid", "pending"]);
  });

  it("refuses a file whose signature does not check, and copies an unsigned one as it is", async () => {
    const key = await generateSigningKey("buyer-account");
    const signed = await signAs(pendingSample(), key, "buyer", "Eleanor Grace Whitfield");
    const changed = await copyOfPacket({ ...signed, amountCents: signed.amountCents - 100 }, AT);
    expect(changed.ok ? "added" : changed.reason).toMatch(/made on other terms/);
    const unsigned = await copyOfPacket(pendingSample(), AT);
    expect(unsigned.ok && unsigned.contract.signatures.every((line) => line.status === "pending")).toBe(true);
    expect(timelineWords(blankCopy(signed, AT).timeline)[0]?.description).toContain("contract reference 1");
  });

  it("takes only the signed terms: made now, its deadline worked out here, and no offer of this browser", () => {
    const hostile = {
      ...pendingSample(),
      created: "2020-01-01",
      deadline: "2099-12-31",
      offerId: "offer-of-this-browser",
      status: "completed" as const,
    };
    const copy = blankCopy(hostile, AT);
    expect(copy.created).toBe("2026-11-21");
    expect(copy.deadline).toBe(signingDeadline("2026-11-21", hostile.closingDate));
    expect(copy.offerId).toBeUndefined();
    expect(copy.ownerId).toBeUndefined();
    expect(copy.status).toBe("pending_signature");
    expect(copy).toMatchObject({
      property: hostile.property,
      amountCents: hostile.amountCents,
      buyer: hostile.buyer,
      realtor: hostile.realtor,
    });
  });

  it("takes a new local id when the packet's id is another contract's here, and still checks as signed", async () => {
    const key = await generateSigningKey("buyer-account");
    const signed = await signAs(pendingSample(), key, "buyer", "Eleanor Grace Whitfield");
    const outcome = await copyOfPacket(signed, AT);
    if (!outcome.ok) throw new Error(outcome.reason);
    expect(withLocalId(outcome.contract, ["2", "3"], nextContractId).id).toBe("1");
    const moved = withLocalId(outcome.contract, ["1", "2", "7"], nextContractId);
    expect(moved).toMatchObject({ id: "8", packetId: "1" });
    expect(await termsDigest(moved)).toBe(await termsDigest(signed));
    expect((await verifyContract(moved)).signatures.map((check) => check.status)).toEqual(["valid", "pending"]);
    // Sent on, the copy travels under the id that was signed.
    const json = JSON.parse(new TextDecoder().decode(contractPacketBytes(moved))) as { contract: { id: string; packetId?: string } };
    expect(json.contract.id).toBe("1");
    expect(json.contract.packetId).toBeUndefined();
    // The seller signs the local copy; the first browser still recognises and merges it.
    const sellerKey = await generateSigningKey("seller-account");
    const countersigned = await signAs(moved, sellerKey, "seller", "Jordan Blake");
    const merged = await mergePacket(signed, countersigned);
    expect(merged.ok && merged.contract.status).toBe("in_review");
  });

  it("finds the copy kept here by its signed id and terms, not by a shared id alone", async () => {
    const sample = pendingSample();
    const other = { ...pendingSample(), amountCents: 100_000_00 };
    const moved = { ...pendingSample(), id: "9", packetId: "1" };
    expect(await findLocalCopy([other], sample)).toBeUndefined();
    expect((await findLocalCopy([other, moved], sample))?.id).toBe("9");
    expect((await findLocalCopy([sample], { ...sample, packetId: "1", id: "44" }))?.id).toBe("1");
  });
});
