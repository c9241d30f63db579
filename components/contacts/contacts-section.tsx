"use client";

import { useMemo } from "react";
import { KeptItem, KeptSection, SIGNED_OUT_NOTE, useRemoval } from "@/components/account/kept-section";
import { buttonVariants } from "@/components/ui/button";
import { toast } from "@/components/ui/use-toast";
import { newestFirst } from "@/lib/account/activity";
import { useVisibleCollection } from "@/lib/account/use-visible-collection";
import { markContactCompared, removeContact } from "@/lib/contacts/actions";
import { comparedText, receivedText } from "@/lib/contacts/who-signed-text";
import { formatDate } from "@/lib/format";
import { isStoreError, store } from "@/lib/store";
import { ImportKeyCard } from "./import-key-card";

const SECTION = "contacts";

/**
 * "Contacts": the other parties' key cards this person added, with how and when each arrived, whether they compared
 * the fingerprint with its holder (and when), Mark as compared and Remove; and the import of another card.
 */
export function ContactsSection({ signedIn }: { signedIn: boolean }) {
  const state = useVisibleCollection(store.contacts);
  const contacts = useMemo(() => newestFirst(state.data, (contact) => contact.receivedAt), [state.data]);
  const removal = useRemoval(SECTION);

  async function compared(id: string, name: string) {
    try {
      await markContactCompared(id);
      toast({ title: `${name}'s key marked as compared` });
    } catch (error) {
      toast({ variant: "destructive", title: "Nothing was changed", description: isStoreError(error) ? error.message : "Try again." });
    }
  }

  return (
    <div className="space-y-5">
      <KeptSection
        id={SECTION}
        title="Contacts"
        count={contacts.length}
        loading={state.status === "loading"}
        empty={<p>No key cards yet. Ask the other party for theirs (a file or a link), then add it below.</p>}
      >
        {contacts.map((contact) => (
          <KeptItem
            key={contact.id}
            heading={contact.name}
            actions={
              <>
                {contact.comparedAt ? null : (
                  <button
                    type="button"
                    onClick={() => void compared(contact.id, contact.name)}
                    className={buttonVariants({ variant: "outline", size: "compact" })}
                  >
                    Mark as compared<span className="sr-only"> for {contact.name}</span>
                  </button>
                )}
                <button
                  type="button"
                  onClick={() => removal(() => removeContact(contact.id), `${contact.name} removed from your contacts`)}
                  className={buttonVariants({ variant: "ghost-destructive", size: "compact" })}
                >
                  Remove<span className="sr-only"> {contact.name}</span>
                </button>
              </>
            }
          >
            <p>{contact.email}</p>
            <p>
              Fingerprint <code className="font-mono text-foreground">{contact.fingerprint}</code>
            </p>
            <p>
              Key card {receivedText(contact)}; {comparedText(contact)}. The card states it was made on {formatDate(contact.cardCreatedAt)}.
            </p>
            {signedIn && contact.ownerId === undefined ? <p>{SIGNED_OUT_NOTE}</p> : null}
          </KeptItem>
        ))}
      </KeptSection>
      <ImportKeyCard />
    </div>
  );
}
