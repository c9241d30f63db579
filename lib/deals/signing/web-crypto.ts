/** Web Crypto for signing, and what to say where the browser withholds it (only secure origins, https: or localhost, have it). */

export const SIGNING_UNAVAILABLE_MESSAGE =
  "This browser cannot sign or check signatures on this address. Open the site over https and try again.";

/** Tells the error signingSubtle throws by its name, so a page needs no class to test it. */
export function isSigningUnavailable(error: unknown): boolean {
  return (error as { name?: unknown } | null)?.name === "SigningUnavailableError";
}

export function signingUnavailable(): Error {
  return Object.assign(new Error(SIGNING_UNAVAILABLE_MESSAGE), { name: "SigningUnavailableError" });
}

export function signingSubtle(): SubtleCrypto {
  const subtle = globalThis.crypto?.subtle;
  if (subtle) return subtle;
  throw signingUnavailable();
}

export const ECDSA_P256 = { name: "ECDSA", namedCurve: "P-256" } as const;
export const ECDSA_SHA256 = { name: "ECDSA", hash: "SHA-256" } as const;

export async function sha256(bytes: Uint8Array<ArrayBuffer>): Promise<Uint8Array> {
  return new Uint8Array(await signingSubtle().digest("SHA-256", bytes));
}
