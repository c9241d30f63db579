import { fromBase64, toBase64 } from "@/lib/base64";
import { fingerprintGroups, hexOf } from "@/lib/files/fingerprint";
import { sha256, signingSubtle } from "./web-crypto";

/** A public key written out (SPKI, base64) and named by its fingerprint; apart from keys.ts, so checking needs no key store. */

/** The public key as base64 of its SPKI encoding. */
export async function exportPublicKey(publicKey: CryptoKey): Promise<string> {
  return toBase64(new Uint8Array(await signingSubtle().exportKey("spki", publicKey)));
}

/** Upper-case hex in groups of four: "3F2A 9C01 ...". */
export function groupedHex(bytes: Uint8Array): string {
  return fingerprintGroups(hexOf(bytes));
}

/** SHA-256 of the SPKI bytes, its first 16 bytes in groups of four hex digits (8 groups). */
export async function keyFingerprint(publicKeySpki: string): Promise<string> {
  return groupedHex((await sha256(fromBase64(publicKeySpki))).slice(0, 16));
}
