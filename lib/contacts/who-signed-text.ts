import { formatDate } from "@/lib/format";
import type { Contact } from "@/lib/schemas/contact";
import type { WhoSigned } from "./who-signed";

/** How a contact's key card arrived, in words: "received by file on Nov 28, 2026". */
export function receivedText(contact: Pick<Contact, "receivedBy" | "receivedAt">): string {
  return `received by ${contact.receivedBy} on ${formatDate(contact.receivedAt)}`;
}

export function comparedText(contact: Pick<Contact, "comparedAt">): string {
  return contact.comparedAt ? `compared on ${formatDate(contact.comparedAt)}` : "not compared";
}

/** One sentence saying whose key signed: never "valid", only what this browser knows of the key. */
export function whoSignedText(who: WhoSigned): string {
  switch (who.kind) {
    case "own":
      return "Signed with your own key, the one this browser keeps for you.";
    case "contact":
      return `Signed with the key of ${who.contact.name} (key card ${receivedText(who.contact)}, ${comparedText(who.contact)}).`;
    case "unknown":
      return `Signed with a key you do not know. Compare its fingerprint, ${who.fingerprint}, with the person named, or add their key card to your contacts.`;
  }
}
