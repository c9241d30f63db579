import { generateSigningKey, type SigningKey } from "@/lib/deals/signing/keys";
import type { Contract } from "@/lib/schemas/contract";
import type { DealMessage, DealThread } from "@/lib/schemas/deal-message";
import type { Offer } from "@/lib/schemas/offer";
import type { DealSide } from "@/lib/schemas/offer-thread";
import { applyMessage, type Applied } from "./apply-message";
import { outgoingMessages } from "./outgoing";

/* For the tests of lib/deals/offers/messages: two browsers, each with its own key, passing messages. */

export const NOW = new Date("2026-11-25T12:00:00.000Z");
export const SELLER = { name: "Jordan Blake", email: "jordan@collinsdune.example" };

export type Browser = { side: DealSide; key: SigningKey; offer: Offer | null; messages: DealMessage[] };

export async function browsers(): Promise<{ buyer: Browser; seller: Browser }> {
  return {
    buyer: { side: "buyer", key: await generateSigningKey("buyer"), offer: null, messages: [] },
    seller: { side: "seller", key: await generateSigningKey("seller"), offer: null, messages: [] },
  };
}

export function threadOf(browser: Browser): DealThread | null {
  return browser.offer ? { id: browser.offer.id, side: browser.side, messages: browser.messages } : null;
}

/** The browser's latest step, signed and kept, as it would export it. */
export async function send(browser: Browser, contract?: Contract): Promise<DealMessage> {
  if (!browser.offer) throw new Error("nothing to send");
  const sender = browser.side === "buyer" ? { name: browser.offer.buyerName, email: browser.offer.buyerEmail } : SELLER;
  const out = await outgoingMessages(browser.offer, browser.messages, browser.side, sender, contract, browser.key);
  if (!out.ok) throw new Error(out.reason);
  browser.messages = out.messages;
  return out.latest;
}

/** The browser imports a message, keeping what it applies (as the import action does). */
export async function receive(browser: Browser, message: DealMessage, now = NOW): Promise<Applied> {
  const applied = await applyMessage({ offer: browser.offer, thread: threadOf(browser) }, message, now);
  if (applied.ok) {
    browser.offer = applied.offer;
    browser.messages = applied.messages;
  }
  return applied;
}
