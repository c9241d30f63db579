import { describe, expect, it, vi } from "vitest";
import {
  CryptoUnavailableError,
  PBKDF2_ITERATIONS,
  constantTimeEqual,
  fromBase64,
  hashPassword,
  toBase64,
  verifyPassword,
} from "./password";

// Few iterations keep most tests fast; one test checks the real default.
const FAST = { iterations: 1_000 };

describe("hashPassword", () => {
  it("uses PBKDF2-SHA256 with at least OWASP's 600,000 iterations by default and stores the count", async () => {
    expect(PBKDF2_ITERATIONS).toBeGreaterThanOrEqual(600_000);
    const stored = await hashPassword("correct horse battery");
    expect(stored.iterations).toBe(PBKDF2_ITERATIONS);
    expect(fromBase64(stored.salt)).toHaveLength(16);
    expect(fromBase64(stored.passwordHash)).toHaveLength(32);
  });

  it("never contains the password and salts every hash differently", async () => {
    const a = await hashPassword("correct horse battery", FAST);
    const b = await hashPassword("correct horse battery", FAST);
    expect(JSON.stringify(a)).not.toContain("correct horse");
    expect(a.salt).not.toBe(b.salt);
    expect(a.passwordHash).not.toBe(b.passwordHash);
  });

  it("matches a known PBKDF2-HMAC-SHA256 vector (RFC 7914 section 11)", async () => {
    const salt = new TextEncoder().encode("salt");
    const stored = await hashPassword("passwd", { iterations: 1, salt });
    const hex = Array.from(fromBase64(stored.passwordHash), (byte) => byte.toString(16).padStart(2, "0")).join("");
    expect(hex).toBe("55ac046e56e3089fec1691c22544b605f94185216dde0465e68b9d57c20dacbc");
  });

  it("refuses an iteration count below 1", async () => {
    await expect(hashPassword("x", { iterations: 0 })).rejects.toThrow(RangeError);
  });
});

describe("verifyPassword", () => {
  it("accepts the right password and refuses a wrong one, with the stored iteration count", async () => {
    const stored = await hashPassword("S3cret passphrase", FAST);
    expect(await verifyPassword("S3cret passphrase", stored)).toBe(true);
    expect(await verifyPassword("s3cret passphrase", stored)).toBe(false);
    expect(await verifyPassword("S3cret passphrase ", stored)).toBe(false);
    expect(await verifyPassword("", stored)).toBe(false);
    // The count is part of the hash: the same password with another count does not match.
    expect(await verifyPassword("S3cret passphrase", { ...stored, iterations: 999 })).toBe(false);
  });

  it("refuses damaged stored values instead of throwing", async () => {
    const stored = await hashPassword("pw-12345678", FAST);
    expect(await verifyPassword("pw-12345678", { ...stored, salt: "%%%not base64" })).toBe(false);
    expect(await verifyPassword("pw-12345678", { ...stored, iterations: 0 })).toBe(false);
    expect(await verifyPassword("pw-12345678", { ...stored, passwordHash: toBase64(new Uint8Array(32)) })).toBe(false);
  });
});

describe("without Web Crypto (an http: address other than localhost)", () => {
  it("says what to do instead of failing obscurely", async () => {
    // Insecure origins keep getRandomValues but have no crypto.subtle.
    vi.stubGlobal("crypto", { getRandomValues: <T extends ArrayBufferView>(array: T) => array });
    try {
      await expect(hashPassword("pw-12345678")).rejects.toBeInstanceOf(CryptoUnavailableError);
      await expect(hashPassword("pw-12345678")).rejects.toThrow(/Open the site over https/);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});

describe("constantTimeEqual", () => {
  it("compares bytes and lengths", () => {
    expect(constantTimeEqual(new Uint8Array([1, 2]), new Uint8Array([1, 2]))).toBe(true);
    expect(constantTimeEqual(new Uint8Array([1, 2]), new Uint8Array([1, 3]))).toBe(false);
    expect(constantTimeEqual(new Uint8Array([1, 2]), new Uint8Array([1, 2, 0]))).toBe(false);
  });
});
