import { describe, expect, it } from "vitest";
import { fromBase64, toBase64 } from "@/lib/base64";
import { generateSigningKey } from "./keys";
import { canonicalBase64Bytes, isSameKey, readPublicKey } from "./public-key";

/** The same key's base64 with the unused low bits of the last character before "=" set: decoders read the same bytes. */
function unusedBitsVariant(base64: string): string {
  const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
  const padding = base64.length - base64.replace(/=+$/, "").length;
  const at = base64.length - padding - 1;
  const value = alphabet.indexOf(base64[at] ?? "A");
  const unused = padding === 2 ? 0b1111 : 0b11;
  return `${base64.slice(0, at)}${alphabet[value | unused]}${"=".repeat(padding)}`;
}

/** The compressed-point SPKI of a P-256 key (33-byte point: 02 or 03 by the parity of y, then x). */
function compressedSpki(uncompressed: Uint8Array): string {
  const point = uncompressed.slice(-65);
  const x = point.slice(1, 33);
  const yOdd = (point[64] ?? 0) & 1;
  const header = Uint8Array.from([
    0x30, 0x39, 0x30, 0x13, 0x06, 0x07, 0x2a, 0x86, 0x48, 0xce, 0x3d, 0x02, 0x01, 0x06, 0x08, 0x2a, 0x86, 0x48, 0xce, 0x3d, 0x03, 0x01,
    0x07, 0x03, 0x22, 0x00,
  ]);
  return toBase64(Uint8Array.from([...header, yOdd ? 0x03 : 0x02, ...x]));
}

describe("public keys read in their one form and compared as keys", () => {
  it("reads a key this site wrote and finds it the same key as itself, another key not", async () => {
    const [one, two] = await Promise.all([generateSigningKey("a"), generateSigningKey("b")]);
    expect(await readPublicKey(one.publicKeySpki)).not.toBeNull();
    expect(await isSameKey(one.publicKeySpki, one.publicKeySpki)).toBe(true);
    expect(await isSameKey(one.publicKeySpki, two.publicKeySpki)).toBe(false);
  });

  it("refuses base64 whose unused bits were changed, although it decodes to the same key bytes", async () => {
    const { publicKeySpki } = await generateSigningKey("a");
    const variant = unusedBitsVariant(publicKeySpki);
    expect(variant).not.toBe(publicKeySpki);
    expect(fromBase64(variant)).toEqual(fromBase64(publicKeySpki));
    expect(canonicalBase64Bytes(variant)).toBeNull();
    expect(await readPublicKey(variant)).toBeNull();
    expect(await isSameKey(variant, publicKeySpki)).toBe(false);
  });

  it("refuses the compressed-point SPKI of the same key", async () => {
    const { publicKeySpki } = await generateSigningKey("a");
    const compressed = compressedSpki(fromBase64(publicKeySpki));
    expect(fromBase64(compressed)).toHaveLength(59);
    expect(await readPublicKey(compressed)).toBeNull();
  });

  it("refuses text that is not base64, bytes that are not a key, and a key of another curve", async () => {
    expect(await readPublicKey("not base64!")).toBeNull();
    expect(await readPublicKey(toBase64(new Uint8Array(91)))).toBeNull();
    const p384 = await crypto.subtle.generateKey({ name: "ECDSA", namedCurve: "P-384" }, true, ["sign", "verify"]);
    const spki = toBase64(new Uint8Array(await crypto.subtle.exportKey("spki", p384.publicKey)));
    expect(await readPublicKey(spki)).toBeNull();
  });
});
