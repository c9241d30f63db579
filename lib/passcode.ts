/**
 * The passcode gate's logic. Only a SHA-256 digest of the lower-cased passcode ships in the
 * build (NEXT_PUBLIC_PASSCODE_SHA256), plus a "gate key" derived from it that marks a browser
 * as unlocked for the current passcode; changing the passcode therefore locks every browser again.
 * This is a curtain, not a lock: see the README.
 */

export const GATE_STORAGE_KEY = "rm:gate";

export type PasscodeCheck = "granted" | "denied" | "unsupported";

/** Hex SHA-256 of a UTF-8 string, or null where Web Crypto is unavailable (insecure origins). */
export async function sha256Hex(text: string): Promise<string | null> {
  const subtle = globalThis.crypto?.subtle;
  if (!subtle) return null;
  const bytes = new TextEncoder().encode(text);
  const digest = await subtle.digest("SHA-256", bytes);
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, "0")).join("");
}

/** Case-insensitive comparison of an entered passcode with the shipped digest. Fails closed. */
export async function checkPasscode(entered: string, expectedDigest: string): Promise<PasscodeCheck> {
  const digest = await sha256Hex(entered.trim().toLowerCase());
  if (digest === null) return "unsupported";
  return expectedDigest !== "" && digest === expectedDigest ? "granted" : "denied";
}
