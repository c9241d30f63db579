import { fromBase64OrNull, toBase64 } from "@/lib/base64";
import { ECDSA_P256, isSigningUnavailable, signingSubtle } from "./web-crypto";

/*
 * Public keys compared as keys, not as text. Base64 has more than one spelling of the same bytes
 * (the unused bits of the last character before "=" are ignored by decoders), and one P-256 point
 * has more than one SPKI encoding (compressed or uncompressed). A key is accepted only in the one
 * form this site writes: base64 that re-encodes to itself, of SPKI bytes that Web Crypto imports and
 * exports back byte for byte (the uncompressed point). Two keys are the same key when those bytes are.
 */

export type PublicKeyRead = { key: CryptoKey; spki: Uint8Array<ArrayBuffer>; base64: string };

export function sameBytes(a: Uint8Array, b: Uint8Array): boolean {
  return a.length === b.length && a.every((byte, index) => byte === b[index]);
}

/** The bytes of base64 text that is written exactly as this site writes it, or null. */
export function canonicalBase64Bytes(text: string): Uint8Array<ArrayBuffer> | null {
  const bytes = fromBase64OrNull(text);
  return bytes && toBase64(bytes) === text ? bytes : null;
}

/** The public key read from its canonical SPKI base64, or null for anything else. Throws only where there is no Web Crypto. */
export async function readPublicKey(base64: string): Promise<PublicKeyRead | null> {
  const spki = canonicalBase64Bytes(base64);
  if (!spki) return null;
  try {
    const key = await signingSubtle().importKey("spki", spki, ECDSA_P256, true, ["verify"]);
    const again = new Uint8Array(await signingSubtle().exportKey("spki", key));
    return sameBytes(again, spki) ? { key, spki, base64 } : null;
  } catch (error) {
    if (isSigningUnavailable(error)) throw error;
    return null;
  }
}

/** Both texts are canonical public keys and the same key (compared as bytes). */
export async function isSameKey(a: string, b: string): Promise<boolean> {
  const [first, second] = await Promise.all([readPublicKey(a), readPublicKey(b)]);
  return first !== null && second !== null && sameBytes(first.spki, second.spki);
}
