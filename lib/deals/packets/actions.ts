import { ownerStamp, visibleTo } from "@/lib/account/ownership";
import { nextContractId } from "@/lib/deals/contracts/next-id";
import { canonicalTerms } from "@/lib/deals/contracts/terms-digest";
import type { Contract, SigningParty } from "@/lib/schemas/contract";
import { StoreError } from "@/lib/store";
import { writableStore } from "@/lib/store/writes";
import { mergePacket } from "./merge-packet";
import { copyOfPacket, findLocalCopy } from "./packet-copy";
import { withLocalId } from "@/lib/deals/contracts/local-id";

/*
 * The deal packet's write (README.md), from the contract page's import and /verify's "keep". It
 * takes the store last (the site's, unless a test passes its own).
 */

export type PacketImport = { ok: true; contract: Contract; added: SigningParty[]; created: boolean } | { ok: false; reason: string };

/** What a merge was computed from: if any of it changed meanwhile (another tab), the merge is stale. */
const snapshot = (contract: Contract) => JSON.stringify([canonicalTerms(contract), contract.status, contract.signatures]);

/**
 * A checked packet kept in this browser: merged into its copy here (`into`, or the copy found by
 * its signed id and terms), or added as a new contract of `viewer`. Checking and merging happen
 * before the write (Web Crypto cannot run inside an IndexedDB transaction); the write then
 * refuses if the contract changed in between, so nothing is recorded over a state nobody checked.
 */
export async function keepPacket(packet: Contract, viewer: string | null, into?: string, store = writableStore): Promise<PacketImport> {
  const contracts = visibleTo(await store.contracts.list(), viewer);
  const local = into !== undefined ? contracts.find((contract) => contract.id === into) : await findLocalCopy(contracts, packet);
  if (into !== undefined && !local) return { ok: false, reason: "This contract is no longer kept in this browser." };
  if (local) {
    const outcome = await mergePacket(local, packet);
    if (!outcome.ok) return outcome;
    const seen = snapshot(local);
    const saved = await store.contracts.update(local.id, (current) => {
      if (snapshot(current) !== seen) throw new StoreError("conflict", "This contract changed in another tab. Open the file again.");
      return outcome.contract;
    });
    return { ok: true, contract: saved, added: outcome.added, created: false };
  }
  const outcome = await copyOfPacket(packet, new Date().toISOString());
  if (!outcome.ok) return outcome;
  const created = await store.contracts.create((ids) => ({ ...withLocalId(outcome.contract, ids, nextContractId), ...ownerStamp(viewer) }));
  return { ok: true, contract: created, added: outcome.added, created: true };
}
