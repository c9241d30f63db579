import { signingDeadline } from "@/lib/deals/contracts/new-contract";
import { termsDigest } from "@/lib/deals/contracts/terms-digest";
import { toIsoDate } from "@/lib/format";
import type { Contract } from "@/lib/schemas/contract";
import { mergePacket, packetAsSigned, type MergeOutcome } from "./merge-packet";

/*
 * A verified packet added to this browser's contracts (the other party's browser, item 5). The
 * copy starts from the file's terms with every line pending and its own timeline, then takes the
 * file's signatures through mergePacket, so only what checks is recorded and the status follows
 * from the signatures (never from the file's own status field).
 */

/** The contract kept here that this packet is a copy of (same signed id and same terms), if any. */
export async function findLocalCopy(contracts: readonly Contract[], incoming: Contract): Promise<Contract | undefined> {
  const packet = packetAsSigned(incoming);
  const digest = await termsDigest(packet);
  for (const contract of contracts) {
    if ((contract.packetId ?? contract.id) !== packet.id) continue;
    if ((await termsDigest(contract)) === digest) return contract;
  }
  return undefined;
}

/**
 * The packet's signed terms with nothing signed yet, as a new record of this browser: only what a
 * signature covers comes from the file (canonicalTerms). Made now, with the signing deadline worked
 * out here; never the file's dates, and never its `offerId`: a file cannot attach itself to an offer
 * of this browser.
 */
export function blankCopy(incoming: Contract, at: string): Contract {
  const packet = packetAsSigned(incoming);
  const created = toIsoDate(new Date(at));
  return {
    id: packet.id,
    property: packet.property,
    propertyAddress: packet.propertyAddress,
    buyer: packet.buyer,
    seller: packet.seller,
    amountCents: packet.amountCents,
    depositCents: packet.depositCents,
    closingDate: packet.closingDate,
    contingencies: packet.contingencies,
    specialTerms: packet.specialTerms,
    realtor: packet.realtor,
    // Part of the signed terms where a contract names it (canonical terms), so the copy must keep it.
    ...(packet.escrowAccount ? { escrowAccount: packet.escrowAccount } : {}),
    created,
    deadline: signingDeadline(created, packet.closingDate),
    status: "pending_signature",
    signatures: packet.signatures.map((line) => ({ party: line.party, name: packet[line.party].name, status: "pending", date: null })),
    timeline: [{ date: at, fact: { kind: "added-from-file", reference: packet.id } }],
  };
}

/** The record to add for a packet not kept here yet: its checked signatures on a blank copy. */
export async function copyOfPacket(incoming: Contract, at: string): Promise<MergeOutcome> {
  const blank = blankCopy(incoming, at);
  if (!incoming.signatures.some((line) => line.status === "signed")) return { ok: true, contract: blank, added: [] };
  return mergePacket(blank, incoming, packetAsSigned(incoming).created);
}
