"use client";

import { Suspense, useRef, useState } from "react";
import { lazyPart } from "@/components/layout/lazy-part";
import { buttonVariants } from "@/components/ui/button";
import { useLazyDialog } from "@/components/ui/use-lazy-dialog";
import type { SavedSearchPage } from "@/lib/schemas/saved-search";

// The dialog, its form, zod and the words of every filter load when the button is first pointed at.
const loadDialog = () => import("./save-search-dialog");
const SaveSearchDialog = lazyPart(loadDialog, (module) => module.default);

type SaveSearchButtonProps = {
  page: SavedSearchPage;
  /** Commits what is typed but not yet in the address (the search box's pause), so the query is complete. */
  beforeOpen?: () => void;
};

/** 'Save this search': keeps the page's current query, as the address holds it, under a name. */
export function SaveSearchButton({ page, beforeOpen }: SaveSearchButtonProps) {
  const dialog = useLazyDialog(loadDialog);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const [query, setQuery] = useState("");
  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        className={buttonVariants({ variant: "outline" })}
        {...dialog.triggerProps}
        onClick={() => {
          beforeOpen?.();
          setQuery(window.location.search.replace(/^\?/, ""));
          dialog.show();
        }}
      >
        Save this search
      </button>
      {dialog.mounted ? (
        <Suspense fallback={dialog.fallback}>
          <SaveSearchDialog page={page} query={query} open={dialog.open} onOpenChange={dialog.setOpen} returnFocusRef={buttonRef} />
        </Suspense>
      ) : null}
    </>
  );
}
