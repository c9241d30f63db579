"use client";

import type { RefObject } from "react";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { searchSources } from "@/lib/saved-searches/site-search-sources";
import { searchSummary } from "@/lib/saved-searches/search-summary";
import type { SavedSearchPage } from "@/lib/schemas/saved-search";
import { SaveSearchForm } from "./save-search-form";

type SaveSearchDialogProps = {
  page: SavedSearchPage;
  /** The page's query as the address held it when the dialog opened, without its "?". */
  query: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Where focus goes back to on closing (the lazily loaded dialog has no Radix trigger). */
  returnFocusRef: RefObject<HTMLElement | null>;
};

/** 'Save this search': what the search holds, in words, and the name to list it under. */
export default function SaveSearchDialog({ page, query, open, onOpenChange, returnFocusRef }: SaveSearchDialogProps) {
  const summary = searchSummary(page, query, searchSources);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        className="sm:max-w-lg"
        onCloseAutoFocus={(event) => {
          if (!returnFocusRef.current) return;
          event.preventDefault();
          returnFocusRef.current.focus();
        }}
      >
        <DialogHeader>
          <DialogTitle>Save this search</DialogTitle>
          <DialogDescription>
            This search: {summary}. My activity lists your saved searches, each with how many residences match it when you look.
          </DialogDescription>
        </DialogHeader>
        <SaveSearchForm
          page={page}
          query={query}
          summary={summary}
          onSaved={() => onOpenChange(false)}
          onCancel={() => onOpenChange(false)}
        />
      </DialogContent>
    </Dialog>
  );
}
