/**
 * Reference codes: transaction ids (TXN-…) and demo crypto charge codes (DEMO-…), random
 * uppercase letters and digits drawn without modulo bias from crypto.getRandomValues.
 */

export const CODE_ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789";

/** Fills a byte array with random values; injectable so tests can be deterministic. */
export type RandomBytes = (bytes: Uint8Array) => Uint8Array;

export const cryptoRandomBytes: RandomBytes = (bytes) => crypto.getRandomValues(bytes);

// 252 = 7 × 36: bytes at or above it would favour the first four characters, so they are redrawn.
const UNBIASED_LIMIT = Math.floor(256 / CODE_ALPHABET.length) * CODE_ALPHABET.length;

/** `length` random characters from A–Z and 0–9. */
export function randomCode(length: number, random: RandomBytes = cryptoRandomBytes): string {
  let code = "";
  while (code.length < length) {
    // A few spare bytes for the ones redrawn; getRandomValues takes at most 65,536 at a time.
    for (const byte of random(new Uint8Array(Math.min(length - code.length + 8, 4096)))) {
      if (byte >= UNBIASED_LIMIT) continue;
      code += CODE_ALPHABET[byte % CODE_ALPHABET.length];
      if (code.length === length) break;
    }
  }
  return code;
}

export const TRANSACTION_ID_LENGTH = 8;
export const CHARGE_CODE_LENGTH = 8;

/** A new transaction id, like TXN-8K2F9Q7A (matches transactionIdSchema). */
export function transactionId(random?: RandomBytes): string {
  return `TXN-${randomCode(TRANSACTION_ID_LENGTH, random)}`;
}

/** A new demo charge code, like DEMO-4Q7ZK2M9. */
export function chargeCode(random?: RandomBytes): string {
  return `DEMO-${randomCode(CHARGE_CODE_LENGTH, random)}`;
}
