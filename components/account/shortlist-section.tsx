"use client";

import Link from "next/link";
import { useMemo } from "react";
import { buttonVariants } from "@/components/ui/button";
import { useVisibleCollection } from "@/lib/account/use-visible-collection";
import { shortlistCatalogue } from "@/lib/shortlist/shortlist-catalogue";
import { formatDate } from "@/lib/format";
import { removeFromShortlist } from "@/lib/shortlist/actions";
import { shortlistEntries, shortlistKindLabels, type ShortlistEntry } from "@/lib/shortlist/shortlist-entries";
import { store } from "@/lib/store";
import { KeptItem, KeptSection, SIGNED_OUT_NOTE, useRemoval } from "./kept-section";

const SECTION = "shortlist";

const browse = [
  { href: "/buy", label: "Residences for sale" },
  { href: "/residences", label: "Featured residences" },
  { href: "/rent", label: "Residences to rent" },
];

/** "Your shortlist": every item the person saved with a heart, linked to its page, with Remove. */
export function ShortlistSection({ signedIn }: { signedIn: boolean }) {
  const state = useVisibleCollection(store.shortlist);
  const entries = useMemo(() => shortlistEntries(state.data, shortlistCatalogue), [state.data]);
  const removal = useRemoval(SECTION);
  return (
    <KeptSection
      id={SECTION}
      title="Your shortlist"
      count={entries.length}
      loading={state.status === "loading"}
      empty={
        <>
          <p>Nothing saved yet. Press the heart on a residence to keep it here; press it again to take it off.</p>
          <ul className="mt-3 flex flex-wrap gap-x-5 gap-y-2">
            {browse.map((link) => (
              <li key={link.href}>
                <Link href={link.href} prefetch={false} className="text-gold-ink underline underline-offset-4">
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </>
      }
    >
      {entries.map((entry) => (
        <ShortlistItem
          key={entry.key}
          entry={entry}
          signedIn={signedIn}
          onRemove={(title) =>
            removal(() => removeFromShortlist(entry.records.map((record) => record.id)), `${title} removed from your shortlist`)
          }
        />
      ))}
    </KeptSection>
  );
}

function ShortlistItem({ entry, signedIn, onRemove }: { entry: ShortlistEntry; signedIn: boolean; onRemove: (title: string) => void }) {
  const title = entry.item?.title ?? "A residence no longer listed";
  return (
    <KeptItem
      heading={
        entry.item ? (
          <Link href={entry.item.href} prefetch={false} className="underline decoration-gold/60 underline-offset-4 hover:decoration-2">
            {title}
          </Link>
        ) : (
          title
        )
      }
      actions={
        <button type="button" onClick={() => onRemove(title)} className={buttonVariants({ variant: "outline", size: "compact" })}>
          Remove<span className="sr-only"> {title} from your shortlist</span>
        </button>
      }
    >
      <p>
        {shortlistKindLabels[entry.kind]}
        {entry.item ? `, ${entry.item.place}` : ""}
      </p>
      <p>
        Saved <time dateTime={entry.savedAt}>{formatDate(entry.savedAt)}</time>
      </p>
      {signedIn && entry.signedOut ? <p>{SIGNED_OUT_NOTE}</p> : null}
    </KeptItem>
  );
}
