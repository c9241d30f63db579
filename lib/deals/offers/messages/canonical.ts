import type { DealMessage, UnsignedDealMessage } from "@/lib/schemas/deal-message";
import { sha256 } from "@/lib/deals/signing/web-crypto";

/*
 * One text for one message: JSON with every object's keys in code-point order and no whitespace,
 * absent fields left out. The signature covers this text of everything but itself; the digest that
 * the next version names is SHA-256 of the whole signed message's text.
 */

export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(",")}]`;
  if (value !== null && typeof value === "object") {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`).join(",")}}`;
  }
  return JSON.stringify(value);
}

/** The bytes a message's signature is made over: every field but the signature. */
export function signedBytes(message: UnsignedDealMessage | DealMessage): Uint8Array<ArrayBuffer> {
  // The signature is the one field it does not cover (canonicalJson leaves out what is undefined).
  return new TextEncoder().encode(canonicalJson({ ...message, signature: undefined }));
}

function hex(bytes: Uint8Array): string {
  return [...bytes].map((byte) => byte.toString(16).padStart(2, "0")).join("");
}

/** SHA-256 (hex) of the whole signed message: what the next version names as `previous`. */
export async function messageDigest(message: DealMessage): Promise<string> {
  return hex(await sha256(new TextEncoder().encode(canonicalJson(message))));
}
