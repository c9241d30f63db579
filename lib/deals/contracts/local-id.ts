import type { Contract } from "@/lib/schemas/contract";

/**
 * A contract made from another browser's (a packet copied here, lib/deals/packets, or the contract of
 * an offer accepted in the other party's browser, lib/deals/offers/messages) under the id it will be
 * stored with: its own id, or the next free number where this browser already uses that id for another
 * contract; `packetId` then keeps the id signed, so the terms digest stays the same (terms-digest.ts).
 */
export function withLocalId(copy: Contract, ids: readonly string[], nextId: (ids: readonly string[]) => string): Contract {
  if (!ids.includes(copy.id)) return copy;
  return { ...copy, id: nextId(ids), packetId: copy.id };
}
