import { readPublicKey, sameBytes } from "@/lib/deals/signing/public-key";
import type { Contact } from "@/lib/schemas/contact";

/*
 * Whose key made a signature, as far as this person can know it: their own key in this browser, the
 * key of one of their contacts (a key card they received, compared with its holder or not), or a key
 * they do not know. Keys are compared as keys (canonical SPKI bytes), never as text.
 */

export type WhoSigned =
  | { kind: "own" }
  | { kind: "contact"; contact: Pick<Contact, "name" | "receivedBy" | "receivedAt" | "comparedAt"> }
  | { kind: "unknown"; fingerprint: string };

export async function whoSigned(
  publicKey: string,
  fingerprint: string,
  ownKey: string | null,
  contacts: readonly Contact[],
): Promise<WhoSigned> {
  const signer = await readPublicKey(publicKey);
  if (!signer) return { kind: "unknown", fingerprint };
  const same = async (other: string) => {
    const read = await readPublicKey(other);
    return read !== null && sameBytes(read.spki, signer.spki);
  };
  if (ownKey && (await same(ownKey))) return { kind: "own" };
  for (const contact of contacts) {
    if (await same(contact.publicKey)) return { kind: "contact", contact };
  }
  return { kind: "unknown", fingerprint };
}
