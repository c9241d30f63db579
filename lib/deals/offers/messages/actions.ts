import { currentOwner } from "@/lib/account/current-owner";
import { isVisibleTo, visibleTo } from "@/lib/account/ownership";
import { readSession } from "@/lib/auth/session";
import { whoSigned, type WhoSigned } from "@/lib/contacts/who-signed";
import { withLocalId } from "@/lib/deals/contracts/local-id";
import { nextContractId } from "@/lib/deals/contracts/next-id";
import { keyFingerprint } from "@/lib/deals/signing/fingerprint";
import { signingKeyId } from "@/lib/deals/signing/key-owner";
import { findSigningKey, getOrCreateSigningKey } from "@/lib/deals/signing/keys";
import type { Contract } from "@/lib/schemas/contract";
import type { DealMessage } from "@/lib/schemas/deal-message";
import type { Offer } from "@/lib/schemas/offer";
import { StoreError } from "@/lib/store";
import { writableStore, type WritableStore } from "@/lib/store/writes";
import { contractForOffer, contractFromAcceptedOffer } from "../contract-from-offer";
import { applyMessage, localSide, type Applied, type ThreadState } from "./apply-message";
import { outgoingMessages } from "./outgoing";
import { readDealMessage } from "./read-message";
import { heldSteps } from "./thread-steps";

/*
 * The writes of deal messages (README.md, "The thread between two browsers"). Load this module on
 * use: it brings zod, the schemas and Web Crypto. A refusal returns its reason and writes nothing.
 */

export type MessageCheck =
  | { ok: true; message: DealMessage; state: ThreadState; applied: Extract<Applied, { ok: true }>; signer: WhoSigned }
  | { ok: false; reason: string };

const viewerId = () => readSession()?.accountId ?? null;

async function ownKey(): Promise<string | null> {
  return (await findSigningKey(signingKeyId(viewerId())).catch(() => null))?.publicKeySpki ?? null;
}

/** What this browser holds of the message's thread, for whoever is signed in; refused when the offer is another account's. */
async function stateFor(thread: string, store: WritableStore): Promise<ThreadState | string> {
  const [offer, held] = await Promise.all([store.offers.get(thread), store.dealThreads.get(thread)]);
  if (offer && !isVisibleTo(offer, viewerId()))
    return "This offer belongs to another account in this browser: sign in to that account to import it.";
  return { offer: offer ?? null, thread: held && isVisibleTo(held, viewerId()) ? held : null };
}

/** The message a file or link holds, checked in full against this browser's thread, and whose key signed it; nothing is written. */
export async function checkDealMessage(input: string, store: WritableStore = writableStore, now = new Date()): Promise<MessageCheck> {
  const read = readDealMessage(input);
  if (!read.ok) return read;
  const { message } = read;
  const state = await stateFor(message.thread, store);
  if (typeof state === "string") return { ok: false, reason: state };
  const applied = await applyMessage(state, message, now);
  if (!applied.ok) return { ok: false, reason: applied.reason };
  const contacts = visibleTo(await store.contacts.list(), viewerId());
  const signer = await whoSigned(message.publicKey, await keyFingerprint(message.publicKey), await ownKey(), contacts);
  return { ok: true, message, state, applied, signer };
}

function unchanged<T>(same: (current: T) => boolean) {
  return (current: T): T => {
    if (!same(current))
      throw new StoreError("conflict", "This offer changed in another tab while the message was checked: import it again.");
    return current;
  };
}

export type MessageImport = { ok: true; offer: Offer; contract?: Contract } | { ok: false; reason: string };

/**
 * Imports a checked message: the offer created (the thread's first message, kept as this account's
 * record of the other side's offer) or moved on, the message added to the thread, and for an
 * acceptance the same contract the other browser made (its number signed, kept as `packetId` when
 * the number is taken here), so both have the same terms digest.
 */
export async function importDealMessage(input: string, store: WritableStore = writableStore): Promise<MessageImport> {
  const check = await checkDealMessage(input, store);
  if (!check.ok) return check;
  const { state, applied, message } = check;
  const owner = currentOwner();
  const offer = state.offer
    ? await store.offers.update(message.thread, (current) => {
        unchanged((stored: Offer) => heldSteps(stored) === heldSteps(state.offer as Offer))(current);
        return applied.offer;
      })
    : await store.offers.create({ ...applied.offer, ...owner });
  const thread = { id: message.thread, side: applied.side, messages: applied.messages };
  if (state.thread) {
    const held = state.thread.messages.length;
    await store.dealThreads.update(message.thread, (current) => ({
      ...unchanged((t: typeof current) => t.messages.length === held)(current),
      ...thread,
    }));
  } else {
    await store.dealThreads.create({ ...thread, ...owner });
  }
  if (!applied.contract) return { ok: true, offer };
  const facts = applied.contract;
  const existing = contractForOffer(offer.id, await store.contracts.list());
  if (existing) return { ok: true, offer, contract: existing };
  const contract = await store.contracts.create((ids) =>
    withLocalId(contractFromAcceptedOffer(offer, facts, facts.contractId, new Date()), ids, nextContractId),
  );
  return { ok: true, offer, contract };
}

export type MessageExport = { ok: true; message: DealMessage } | { ok: false; reason: string };

/**
 * The latest message of this side, to send: every step taken here since the last message held is
 * signed with this browser's key for the signed-in account (made on first use) and kept in the thread.
 */
export async function exportDealMessage(offerId: string, store: WritableStore = writableStore): Promise<MessageExport> {
  const state = await stateFor(offerId, store);
  if (typeof state === "string") return { ok: false, reason: state };
  const { offer, thread } = state;
  if (!offer) return { ok: false, reason: "There is no offer with this id in this browser." };
  const side = localSide(state);
  const session = readSession();
  const sender =
    side === "buyer"
      ? { name: offer.buyerName, email: offer.buyerEmail }
      : session
        ? { name: `${session.firstName} ${session.lastName}`.trim(), email: session.email }
        : null;
  const contract = contractForOffer(offer.id, visibleTo(await store.contracts.list(), viewerId()));
  const { key } = await getOrCreateSigningKey(signingKeyId(viewerId()));
  const held = thread?.messages ?? [];
  const out = await outgoingMessages(offer, held, side, sender, contract, key);
  if (!out.ok) return out;
  if (out.messages.length > held.length) {
    const next = { id: offer.id, side, messages: out.messages };
    if (thread) {
      await store.dealThreads.update(offer.id, (current) => ({
        ...unchanged((t: typeof current) => t.messages.length === held.length)(current),
        ...next,
      }));
    } else await store.dealThreads.create({ ...next, ...currentOwner() });
  }
  return { ok: true, message: out.latest };
}
