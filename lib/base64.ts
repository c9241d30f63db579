/** Bytes as standard base64 text (with padding) and back: password hashes, signatures and public keys. */

export function toBase64(bytes: Uint8Array): string {
  let binary = "";
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/** Throws (a DOMException from atob) on text that is not base64. */
export function fromBase64(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  return bytes;
}

/** The bytes, or null when the text is not base64 (text from a file is never trusted). */
export function fromBase64OrNull(text: string): Uint8Array<ArrayBuffer> | null {
  try {
    return fromBase64(text);
  } catch {
    return null;
  }
}
