import { describe, expect, it } from "vitest";
import { fromBase64 } from "@/lib/base64";
import { exportPublicKey, generateSigningKey, groupedHex, keyFingerprint } from "./keys";

describe("signing keys", () => {
  it("are ECDSA P-256 pairs whose private key can sign but never be exported", async () => {
    const key = await generateSigningKey("account-1", new Date("2026-11-22T12:00:00.000Z"));
    expect(key.accountId).toBe("account-1");
    expect(key.createdAt).toBe("2026-11-22T12:00:00.000Z");
    expect(key.privateKey.extractable).toBe(false);
    expect(key.privateKey.type).toBe("private");
    expect(key.privateKey.usages).toEqual(["sign"]);
    expect(key.privateKey.algorithm).toMatchObject({ name: "ECDSA", namedCurve: "P-256" });
    await expect(crypto.subtle.exportKey("pkcs8", key.privateKey)).rejects.toThrow();
    await expect(crypto.subtle.exportKey("jwk", key.privateKey)).rejects.toThrow();
  });

  it("write the public key as base64 SPKI: 91 bytes of DER for P-256, importable as it is", async () => {
    const key = await generateSigningKey("account-1");
    const spki = fromBase64(key.publicKeySpki);
    expect(spki).toHaveLength(91);
    expect(key.publicKeySpki).toBe(await exportPublicKey(key.publicKey));
    const imported = await crypto.subtle.importKey("spki", spki, { name: "ECDSA", namedCurve: "P-256" }, true, ["verify"]);
    expect(imported.type).toBe("public");
  });

  it("are named by a fingerprint: SHA-256 of the SPKI, first 16 bytes, in eight groups of four hex digits", async () => {
    const key = await generateSigningKey("account-1");
    expect(key.keyFingerprint).toMatch(/^(?:[0-9A-F]{4} ){7}[0-9A-F]{4}$/);
    expect(await keyFingerprint(key.publicKeySpki)).toBe(key.keyFingerprint);
    const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", fromBase64(key.publicKeySpki)));
    expect(key.keyFingerprint.replaceAll(" ", "")).toBe(Buffer.from(digest.slice(0, 16)).toString("hex").toUpperCase());
    const other = await generateSigningKey("account-2");
    expect(other.keyFingerprint).not.toBe(key.keyFingerprint);
  });

  it("group hex in fours", () => {
    expect(groupedHex(new Uint8Array([0x3f, 0x2a, 0x9c, 0x01, 0x0b]))).toBe("3F2A 9C01 0B");
    expect(groupedHex(new Uint8Array([]))).toBe("");
  });
});
