"use client";

import { useSyncExternalStore } from "react";
import { HeartIcon } from "@/components/ui/icons/heart";
import type { ShortlistKind } from "@/lib/schemas/shortlist";
import { cn } from "@/lib/utils";
import { isShortlisted, subscribeShortlist, toggleShortlist } from "./shortlist-state";

type ShortlistHeartProps = {
  kind: ShortlistKind;
  itemId: string;
  /** The item as a person names it: "Save {name} to your shortlist". */
  name: string;
  /** "card": a round icon button over a card's picture; "page": an outlined button with "Save" beside the heart. */
  look?: "card" | "page";
  className?: string;
};

const looks = {
  card: "size-11 rounded-full border-border bg-card/95 shadow-soft hover:bg-card",
  page: "min-h-11 gap-2 rounded-md border-foreground/45 px-5 text-xs font-medium caps hover:bg-secondary",
};

const neutral = () => undefined;

/**
 * A toggle button that saves the item to the shortlist or takes it off (aria-pressed). Until the
 * browser store has answered, in the HTML and while hydrating, it is neutral: no pressed state
 * and a faint heart, never a "not saved" that may be wrong. A press then waits for the answer, and
 * means "save", as the heart's label says: it never takes off an item found saved. So does a press
 * held before the page was interactive (replayed with `data-early-input-replay`,
 * lib/first-paint/early-input-script.ts): the person saw the neutral heart of the HTML.
 * The toast that follows each press announces the change (politely).
 */
export function ShortlistHeart({ kind, itemId, name, look = "card", className }: ShortlistHeartProps) {
  const saved = useSyncExternalStore(subscribeShortlist, () => isShortlisted(kind, itemId), neutral);
  return (
    <button
      type="button"
      aria-pressed={saved}
      aria-label={`Save ${name} to your shortlist`}
      data-shortlist={saved === undefined ? "pending" : saved ? "saved" : "not-saved"}
      onClick={(event) => {
        const seen = event.currentTarget.hasAttribute("data-early-input-replay") ? undefined : saved;
        void toggleShortlist({ kind, itemId, name }, seen);
      }}
      className={cn(
        "group inline-flex cursor-pointer items-center justify-center border text-foreground transition-colors",
        "outline-hidden focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background",
        looks[look],
        className,
      )}
    >
      <HeartIcon
        className={cn(
          "size-5 text-gold-ink transition-[fill,opacity] group-aria-pressed:fill-current",
          saved === undefined ? "opacity-50" : "",
        )}
      />
      {look === "page" ? <span>Save</span> : null}
    </button>
  );
}
