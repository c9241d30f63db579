import { isSameKey } from "@/lib/deals/signing/public-key";
import type { DealContractFacts, DealMessage, DealThread } from "@/lib/schemas/deal-message";
import { offerSchema, type Offer } from "@/lib/schemas/offer";
import type { DealSide } from "@/lib/schemas/offer-thread";
import { OfferTransitionError } from "../negotiation";
import { messageDigest } from "./canonical";
import { heldSteps, offerAfter, offerFromOpening } from "./thread-steps";
import { signatureProblem, timeProblem } from "./verify-message";

/*
 * A received deal message against the thread this browser holds. Pure apart from Web Crypto: it
 * returns the thread's next state, or a refusal with its reason, and the caller writes only the
 * former. Checked in this order: the signature and the time it states; the thread it names; a
 * version already held (replayed), or held here in another form (forked); a closed thread; a gap
 * (out of order); the previous version's digest (forked); the side that sent it; the key that side
 * signed with before; and last the negotiation machine (whose turn it is).
 */

export type Refusal =
  "invalid" | "bad-time" | "other-thread" | "replayed" | "forked" | "closed" | "out-of-order" | "own-side" | "other-key" | "wrong-turn";

/** What this browser holds of one thread: the offer (none before the first message) and its messages. */
export type ThreadState = { offer: Offer | null; thread: DealThread | null };

export type Applied =
  | { ok: true; offer: Offer; side: DealSide; messages: DealMessage[]; contract?: DealContractFacts }
  | { ok: false; refusal: Refusal; reason: string };

const refuse = (refusal: Refusal, reason: string): Applied => ({ ok: false, refusal, reason });

/** The side this browser plays in a thread: the one it recorded, else the buyer who made the offer here, else (no offer yet) the seller. */
export function localSide(state: ThreadState): DealSide {
  return state.thread?.side ?? (state.offer ? "buyer" : "seller");
}

export async function applyMessage(state: ThreadState, message: DealMessage, now: Date): Promise<Applied> {
  const held = state.thread?.messages ?? [];
  const invalid = await signatureProblem(message);
  if (invalid) return refuse("invalid", invalid);
  const bad = timeProblem(message, held[0]?.at ?? state.offer?.createdAt ?? message.at, now);
  if (bad) return refuse("bad-time", bad);
  const { offer } = state;
  if (offer && offer.id !== message.thread) return refuse("other-thread", "This message belongs to another offer.");

  const v = message.version;
  const heldMessage = held[v - 1];
  if (heldMessage) {
    return (await messageDigest(heldMessage)) === (await messageDigest(message))
      ? refuse("replayed", `Version ${v} of this offer is already here: this message was imported before. Nothing changed.`)
      : refuse("forked", `This browser holds another version ${v} of this offer: the message forks the thread. Nothing changed.`);
  }
  const steps = offer ? heldSteps(offer) : 0;
  if (offer && offer.decision)
    return refuse("closed", "This offer is closed (accepted, declined or withdrawn): no message can change it now.");
  if (v <= steps) {
    return refuse("forked", `Version ${v} here is one made in this browser and not sent yet: this message answers an earlier version.`);
  }
  if (v > steps + 1) {
    return refuse(
      "out-of-order",
      `This is version ${v}, but this browser holds ${steps ? `versions up to ${steps}` : "no earlier version"}: import version ${steps + 1} first.`,
    );
  }
  if (held.length < steps) {
    return refuse("forked", `This message follows a version made in this browser that was never sent. Export it first, then import again.`);
  }
  const previous = held[held.length - 1];
  if (previous && message.previous !== (await messageDigest(previous))) {
    return refuse("forked", `This message follows a version ${v - 1} other than the one held here: the thread was forked.`);
  }

  const side = localSide(state);
  if (message.by === side) {
    return refuse("own-side", `This message is from the ${side}, the side this browser plays: open it in the other party's browser.`);
  }
  const earlier = held.find((item) => item.by === message.by);
  if (earlier && !(await isSameKey(earlier.publicKey, message.publicKey))) {
    return refuse("other-key", `The ${message.by} signed earlier messages of this offer with another key: this one is refused.`);
  }

  let next: Offer;
  try {
    next = offer ? offerAfter(offer, message) : offerFromOpening(message);
  } catch (error) {
    if (error instanceof OfferTransitionError) return refuse("wrong-turn", error.message);
    throw error;
  }
  const checked = offerSchema.safeParse(next);
  if (!checked.success)
    return refuse("invalid", `The offer it states cannot be kept: ${checked.error.issues[0]?.message ?? "its terms are wrong"}.`);
  const applied = { ok: true as const, offer: checked.data, side, messages: [...held, message] };
  return message.contract ? { ...applied, contract: message.contract } : applied;
}
