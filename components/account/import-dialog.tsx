"use client";

import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { recordCount } from "@/lib/account/backup-labels";
import { blockedSentence, COUNTS_NOTE, replaceSentence } from "@/lib/account/data-rights-copy";
import type { Session } from "@/lib/auth/session";
import type { ImportPreview } from "@/lib/store";
import { ImportCountsTable } from "./import-counts-table";
import { PasswordStepField } from "./password-step-field";
import { usePasswordConfirmation } from "./use-password-confirmation";
import type { ImportState } from "./use-backup-import";
import { focusMarkedFirst } from "./focus-marked-first";

type ImportDialogProps = {
  open: boolean;
  state: ImportState;
  /** Signed in, Merge and Replace ask for the account's password first. */
  session: Session | null;
  onMerge: () => void;
  onReplace: () => void;
  onCancel: () => void;
};

const alertClasses = "rounded-md border border-destructive bg-destructive/5 p-3 text-sm leading-relaxed text-destructive";

/**
 * File chosen, then the counts (here | in the file | what a merge adds), then Merge, Replace or
 * Cancel. Cancel has the first focus and keeps it from step to step (the same button, relabelled Close); a refusal or a failed
 * write is announced (role=alert) and nothing has changed.
 */
export function ImportDialog({ open, onCancel, ...body }: ImportDialogProps) {
  return (
    <Dialog open={open} onOpenChange={(next) => !next && onCancel()}>
      {/* No corner X: the footer's Cancel (or Close) is the one way out besides Escape, and has the first focus. */}
      <DialogContent className="max-w-xl" showCloseButton={false} onOpenAutoFocus={focusMarkedFirst}>
        <ImportDialogBody {...body} onCancel={onCancel} />
      </DialogContent>
    </Dialog>
  );
}

/** Inside the content, so a password typed goes when the dialog closes. */
function ImportDialogBody({ state, session, onMerge, onReplace, onCancel }: Omit<ImportDialogProps, "open">) {
  const step = usePasswordConfirmation(session);
  const writing = state.step === "writing" ? state.mode : null;
  const busy = writing !== null || step.checking;
  const plan = state.step === "preview" || state.step === "writing" ? state.plan : undefined;
  return (
    <>
      <DialogHeader>
        <DialogTitle>Import a backup</DialogTitle>
        <DialogDescription>
          <span className="font-medium break-all text-foreground">{state.fileName}</span>
          {state.step === "refused" ? " could not be used." : ": nothing here changes until you choose Merge or Replace."}
        </DialogDescription>
      </DialogHeader>
      {state.step === "reading" ? (
        <p className="text-sm text-muted-foreground" aria-live="polite">
          Reading and checking the file…
        </p>
      ) : null}
      {state.step === "refused" ? (
        <div role="alert" className={alertClasses}>
          <p className="font-medium">{state.message}</p>
          {state.issues.length > 0 ? (
            <ul className="mt-2 list-disc space-y-1 pl-5 break-words">
              {state.issues.map((issue, index) => (
                <li key={`${index}-${issue}`}>{issue}</li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : null}
      {plan ? <ImportChoices preview={plan.preview} signedIn={session !== null} /> : null}
      {plan ? <PasswordStepField step={step} /> : null}
      {state.step === "preview" && state.problem ? (
        <p role="alert" className={alertClasses}>
          {state.problem}
        </p>
      ) : null}
      <DialogFooter>
        <Button data-first-focus type="button" variant="outline" onClick={onCancel} disabled={writing !== null}>
          {state.step === "refused" ? "Close" : "Cancel"}
        </Button>
        {plan ? (
          <>
            <Button type="button" variant="outline" onClick={() => step.confirm(onMerge)} disabled={busy}>
              {writing === "merge" ? "Merging…" : "Merge"}
            </Button>
            <Button type="button" variant="destructive" onClick={() => step.confirm(onReplace)} disabled={busy}>
              {writing === "replace" ? "Replacing…" : "Replace"}
            </Button>
          </>
        ) : null}
      </DialogFooter>
    </>
  );
}

function ImportChoices({ preview, signedIn }: { preview: ImportPreview; signedIn: boolean }) {
  const added = preview.collections.reduce((sum, count) => sum + count.missingHere, preview.setAside.missingHere);
  return (
    <div className="space-y-3 text-sm leading-relaxed">
      <ImportCountsTable preview={preview} />
      <p className="text-muted-foreground">{COUNTS_NOTE}</p>
      <p>
        <strong className="font-medium">Merge</strong>{" "}
        {added === 0
          ? "would add nothing: this browser already has every record in the file."
          : `adds the ${recordCount(added)} this browser does not have and changes nothing that is here.`}
      </p>
      <p>
        <strong className="font-medium">Replace</strong> {replaceSentence(signedIn)}
      </p>
      {preview.blocked ? <p>{blockedSentence(preview.blocked)}</p> : null}
    </div>
  );
}
