import type { SigningKey } from "@/lib/deals/signing/keys";
import type { Contract } from "@/lib/schemas/contract";
import type { DealMessage } from "@/lib/schemas/deal-message";
import type { Offer } from "@/lib/schemas/offer";
import type { DealSide } from "@/lib/schemas/offer-thread";
import { messageDigest } from "./canonical";
import { signDealMessage } from "./sign-message";
import { heldSteps, stepDraft, type Sender } from "./thread-steps";

export type Outgoing = { ok: true; messages: DealMessage[]; latest: DealMessage } | { ok: false; reason: string };

/**
 * The thread's messages brought up to date for sending: every step this browser took since the
 * last message held is signed now with its key, in order, each naming the digest of the one before;
 * `latest` is the message to send. Refused when the latest step is the other side's (nothing to
 * send), or when a step not yet sent was taken here as the other side (a demonstration in one browser).
 */
export async function outgoingMessages(
  offer: Offer,
  held: readonly DealMessage[],
  side: DealSide,
  sender: Sender | null,
  contract: Contract | undefined,
  key: Pick<SigningKey, "privateKey" | "publicKeySpki">,
): Promise<Outgoing> {
  const steps = heldSteps(offer);
  const messages = [...held];
  for (let step = held.length + 1; step <= steps; step += 1) {
    const draft = stepDraft(offer, step, sender ?? { name: "", email: "" }, contract);
    if (!draft) return { ok: false, reason: "Prepare the contract first: the acceptance carries its facts to the other party." };
    if (draft.by !== side) {
      return {
        ok: false,
        reason: `Version ${step} was made in this browser as the ${draft.by}, a demonstration of both sides: it cannot be sent as the ${side}'s message.`,
      };
    }
    if (!sender) return { ok: false, reason: `Sign in as the ${side} to export: a message states who sends it.` };
    const last = messages[messages.length - 1];
    messages.push(await signDealMessage({ ...draft, previous: last ? await messageDigest(last) : null }, key));
  }
  const latest = messages[messages.length - 1];
  if (!latest || latest.by !== side) {
    return {
      ok: false,
      reason: `The latest version is the ${side === "buyer" ? "seller" : "buyer"}'s: there is nothing of yours to send yet.`,
    };
  }
  return { ok: true, messages, latest };
}
