"use client";

import { useEffect, useState } from "react";
import { Button } from "@/components/ui/button";
import { confirmBackupSaved, pendingUndo, undoReplace, type PendingUndo } from "@/lib/account/undo-replace";
import { formatDateTime } from "@/lib/format";
import { isStoreError } from "@/lib/store";
import { ConfirmDialog } from "./confirm-dialog";

type UndoReplacePanelProps = {
  viewer: string | null;
  /** Changes after each replace, so the panel reads the new copy. */
  replaces: number;
  onNotice: (tone: "success" | "error", text: string) => void;
};

/**
 * While the copy taken before a Replace is kept (lib/account/undo-replace.ts): what it holds, Undo
 * replace, and "The backup is saved" to let it go. Undo asks no password: it only puts back what
 * this person had here, and a replace may have removed the account whose password would be asked.
 */
export function UndoReplacePanel({ viewer, replaces, onNotice }: UndoReplacePanelProps) {
  // What was read, for which person and replace: an answer for an earlier one is not shown.
  const readFor = `${viewer ?? ""}:${replaces}`;
  const [read, setRead] = useState<{ readFor: string; pending: PendingUndo | null }>({ readFor: "", pending: null });
  const pending = read.readFor === readFor ? read.pending : null;
  const setPending = (next: PendingUndo | null) => setRead({ readFor, pending: next });
  const [busy, setBusy] = useState<"undo" | "saved" | null>(null);
  const [confirming, setConfirming] = useState(false);

  useEffect(() => {
    let current = true;
    pendingUndo(viewer).then(
      (found) => current && setRead({ readFor, pending: found }),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [viewer, readFor]);

  if (!pending) return null;

  async function run(kind: "undo" | "saved") {
    if (!pending) return;
    setBusy(kind);
    try {
      if (kind === "undo") await undoReplace(viewer);
      else await confirmBackupSaved(viewer);
      setPending(null);
      onNotice(
        "success",
        kind === "undo"
          ? `Replace undone: everything below is again what was here before ${pending.fileName} was imported.`
          : `The copy kept in this browser is deleted. Keep ${pending.backupName} somewhere safe.`,
      );
    } catch (error) {
      onNotice("error", isStoreError(error) ? error.message : "That could not be done in this browser. Nothing was changed.");
    } finally {
      setBusy(null);
      setConfirming(false);
    }
  }

  return (
    <section aria-labelledby="undo-replace-title" className="mt-4 rounded-md border border-border bg-muted/40 p-4">
      <h3 id="undo-replace-title" className="text-base font-medium">
        Undo the replace
      </h3>
      <p className="mt-1 text-sm leading-relaxed text-muted-foreground">
        What was here before {pending.fileName} replaced it ({formatDateTime(pending.createdAt)}) is kept in this browser until you say its
        backup, {pending.backupName}, is saved in your downloads.
      </p>
      <div className="mt-3 flex flex-wrap gap-3">
        <Button type="button" variant="outline" onClick={() => setConfirming(true)} disabled={busy !== null}>
          Undo replace
        </Button>
        <Button type="button" variant="ghost" onClick={() => void run("saved")} disabled={busy !== null}>
          {busy === "saved" ? "Deleting the copy…" : "The backup is saved"}
        </Button>
      </div>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Undo the replace?"
        description={
          <>
            <p>Everything you see here goes back to how it was before {pending.fileName} was imported.</p>
            <p>What you made here since then is replaced too. Other accounts on this browser are unchanged.</p>
          </>
        }
        confirmLabel="Undo replace"
        busy={busy === "undo"}
        session={null}
        onConfirm={() => void run("undo")}
      />
    </section>
  );
}
