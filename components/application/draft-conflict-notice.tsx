"use client";

import Link from "next/link";
import { Button } from "@/components/ui/button";
import { formatDateTime } from "@/lib/format";
import type { DraftConflict } from "@/lib/application/actions";

type DraftConflictNoticeProps = {
  conflict: DraftConflict;
  /** A choice is being carried out: both buttons wait. */
  busy: boolean;
  onLoadNewer: () => void;
  onStartAgain: () => void;
  onKeepMine: () => void;
};

function headline(conflict: DraftConflict) {
  if (conflict.kind === "changed") return `This draft was changed in another tab at ${formatDateTime(conflict.updatedAt)}.`;
  if (conflict.kind === "discarded") return "This draft was discarded in another tab.";
  return `This application was submitted in another tab on ${formatDateTime(conflict.application.createdAt)}.`;
}

const choices: Record<DraftConflict["kind"], string> = {
  changed: "Load the newer draft to continue from it here, or keep yours to save it over the other tab's (that tab is then told).",
  discarded: "Start again to clear this tab too, or keep yours to save it as the draft again.",
  submitted: "Start again to clear this tab, or keep yours as a new draft to submit as a separate application.",
};

/**
 * Said when another tab changed, discarded or submitted the draft this tab's form was built on.
 * The answers in this tab stay in the form and nothing is saved until the person chooses.
 */
export function DraftConflictNotice({ conflict, busy, onLoadNewer, onStartAgain, onKeepMine }: DraftConflictNoticeProps) {
  return (
    <div role="alert" className="rounded-md border border-destructive bg-destructive/5 p-4 text-sm leading-relaxed">
      <p className="font-medium">{headline(conflict)}</p>
      <p className="mt-1">
        Your answers in this tab are still here, but they are not saved until you choose. {choices[conflict.kind]}
        {conflict.kind === "submitted" ? (
          <>
            {" "}
            <Link href="/account" className="text-gold-ink underline underline-offset-4">
              See the submitted application on My activity
            </Link>
          </>
        ) : null}
      </p>
      <div className="mt-3 flex flex-wrap gap-3">
        {conflict.kind === "changed" ? (
          <Button type="button" size="compact" disabled={busy} onClick={onLoadNewer}>
            Load the newer draft
          </Button>
        ) : (
          <Button type="button" size="compact" disabled={busy} onClick={onStartAgain}>
            Start again
          </Button>
        )}
        <Button type="button" variant="outline" size="compact" disabled={busy} onClick={onKeepMine}>
          {conflict.kind === "submitted" ? "Keep mine as a new application" : "Keep mine"}
        </Button>
      </div>
    </div>
  );
}
