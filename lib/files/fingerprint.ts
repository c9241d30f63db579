/** A file's or a digest's fingerprint: SHA-256 as hex, and as people read it out and compare it. */

/** Bytes as lower-case hexadecimal. */
export function hexOf(bytes: Uint8Array): string {
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("");
}

/** SHA-256 of the bytes, 64 lower-case hexadecimal characters (Web Crypto). */
export async function sha256Hex(bytes: Uint8Array): Promise<string> {
  return hexOf(new Uint8Array(await crypto.subtle.digest("SHA-256", bytes as Uint8Array<ArrayBuffer>)));
}

/** Hex in upper-case groups of four ("3F2A 9C01 …"): the room, receipts, the audit page, /verify and key fingerprints. */
export function fingerprintGroups(hex: string): string {
  return (hex.toUpperCase().match(/.{1,4}/g) ?? []).join(" ");
}
