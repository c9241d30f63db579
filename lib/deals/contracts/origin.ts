import type { Contract } from "@/lib/schemas/contract";

/** The timeline event that opens a contract added from a signed PDF (lib/deals/packets/packet-copy.ts). */
export const ADDED_FROM_PDF_EVENT = "Added from a PDF";

/**
 * Whether the contract came into this browser from a file (a signed PDF), rather than being made
 * here: what such a file says about this browser's records (an offer it was made from) is not believed.
 */
export function cameFromAFile(contract: Pick<Contract, "timeline">): boolean {
  const first = contract.timeline[0];
  if (!first) return false;
  return "fact" in first ? first.fact.kind === "added-from-file" : first.event === ADDED_FROM_PDF_EVENT;
}
