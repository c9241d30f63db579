/**
 * Password hashing for accounts kept in this browser: PBKDF2-HMAC-SHA256 through Web Crypto,
 * with a random 16-byte salt and the iteration count stored beside the hash, so a later
 * increase still verifies older accounts. Pure: no storage, no React.
 *
 * 600,000 iterations is OWASP's minimum for PBKDF2-HMAC-SHA256 (Password Storage Cheat Sheet).
 * Measured in Debian Chromium on the development machine: 76 to 123 ms per hash, which a sign-in
 * or sign-up can afford.
 */

import { fromBase64, toBase64 } from "@/lib/base64";

export { fromBase64, toBase64 } from "@/lib/base64";

export const PBKDF2_ITERATIONS = 600_000;
export const SALT_BYTES = 16;
/** 256 bits of derived key. */
const HASH_BITS = 256;

export type PasswordHash = {
  /** Base64 of the PBKDF2 output. */
  passwordHash: string;
  /** Base64 of the random salt. */
  salt: string;
  iterations: number;
};

/** Thrown where Web Crypto is missing: browsers only offer it on secure origins (https:, localhost). */
export class CryptoUnavailableError extends Error {
  constructor() {
    super("This browser cannot create or check passwords on this address. Open the site over https and try again.");
    this.name = "CryptoUnavailableError";
  }
}

export function subtleCrypto(): SubtleCrypto {
  const subtle = globalThis.crypto?.subtle;
  if (!subtle) throw new CryptoUnavailableError();
  return subtle;
}

async function derive(password: string, salt: Uint8Array<ArrayBuffer>, iterations: number): Promise<Uint8Array> {
  const subtle = subtleCrypto();
  const key = await subtle.importKey("raw", new TextEncoder().encode(password), "PBKDF2", false, ["deriveBits"]);
  const bits = await subtle.deriveBits({ name: "PBKDF2", hash: "SHA-256", salt, iterations }, key, HASH_BITS);
  return new Uint8Array(bits);
}

/** Hashes a password with a fresh random salt (or the given one, for tests). */
export async function hashPassword(
  password: string,
  options: { iterations?: number; salt?: Uint8Array<ArrayBuffer> } = {},
): Promise<PasswordHash> {
  subtleCrypto(); // fail early and clearly where Web Crypto is missing
  const iterations = options.iterations ?? PBKDF2_ITERATIONS;
  if (!Number.isSafeInteger(iterations) || iterations < 1) throw new RangeError("iterations must be a whole number of 1 or more");
  const salt = options.salt ?? globalThis.crypto.getRandomValues(new Uint8Array(SALT_BYTES));
  const hash = await derive(password, salt, iterations);
  return { passwordHash: toBase64(hash), salt: toBase64(salt), iterations };
}

/** Compares without stopping at the first difference, so the time taken says nothing about where. */
export function constantTimeEqual(a: Uint8Array, b: Uint8Array): boolean {
  let difference = a.length ^ b.length;
  const length = Math.max(a.length, b.length);
  for (let index = 0; index < length; index += 1) difference |= (a[index] ?? 0) ^ (b[index] ?? 0);
  return difference === 0;
}

/** Whether `password` matches a stored hash, using the stored salt and iteration count. */
export async function verifyPassword(password: string, stored: PasswordHash): Promise<boolean> {
  let salt: Uint8Array<ArrayBuffer>;
  let expected: Uint8Array;
  try {
    salt = fromBase64(stored.salt);
    expected = fromBase64(stored.passwordHash);
  } catch {
    return false;
  }
  if (!Number.isSafeInteger(stored.iterations) || stored.iterations < 1) return false;
  const actual = await derive(password, salt, stored.iterations);
  return constantTimeEqual(actual, expected);
}
