"use client";

import { useId, useMemo, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { resetDemoData } from "@/lib/account/actions";
import { backupFileName } from "@/lib/account/activity";
import { recordsVisibleTo } from "@/lib/account/data-rights";
import { dataRightsNote, EXPORT_QUESTION, exportedNotice, resetNotice, resetWarning } from "@/lib/account/data-rights-copy";
import type { Session } from "@/lib/auth/session";
import { saveFile } from "@/lib/download";
import { exportBackupText, isStoreError } from "@/lib/store";
import { ConfirmDialog } from "./confirm-dialog";
import { ImportDialog } from "./import-dialog";
import { SetAsideRecords } from "./set-aside-records";
import { UndoReplacePanel } from "./undo-replace-panel";
import { useBackupImport } from "./use-backup-import";
import { cn } from "@/lib/utils";
import { StoragePersistenceNote } from "./storage-persistence-note";

type Notice = { tone: "success" | "error"; text: string } | null;

/**
 * Backup export and import, set-aside records, and the demo-data reset, each with a clear result.
 * Each covers only what `session`'s person may see (lib/account/data-rights.ts) and, signed in,
 * asks for the account's password first.
 */
export function DataControls({ session, onReset }: { session: Session | null; onReset: () => void }) {
  const [notice, setNotice] = useState<Notice>(null);
  const [busy, setBusy] = useState<"export" | "reset" | null>(null);
  const [confirming, setConfirming] = useState<"export" | "reset" | null>(null);
  const viewer = session?.accountId ?? null;
  const visible = useMemo(() => recordsVisibleTo(viewer), [viewer]);
  const [replaces, setReplaces] = useState(0);
  const backupImport = useBackupImport(visible, viewer, (text, mode) => {
    setNotice({ tone: "success", text });
    if (mode === "replace") setReplaces((count) => count + 1);
  });
  const fileInput = useRef<HTMLInputElement>(null);
  const importId = useId();

  async function exportBackup() {
    setBusy("export");
    setNotice(null);
    try {
      const text = await exportBackupText(visible);
      const name = backupFileName(new Date());
      saveFile(text, "application/json", name);
      setNotice({ tone: "success", text: exportedNotice(name, viewer !== null) });
    } catch (error) {
      setNotice({ tone: "error", text: isStoreError(error) ? error.message : "The backup could not be made in this browser." });
    } finally {
      setBusy(null);
      setConfirming(null);
    }
  }

  async function reset() {
    setBusy("reset");
    setNotice(null);
    try {
      await resetDemoData(viewer);
      onReset();
      setNotice({ tone: "success", text: resetNotice(viewer !== null) });
    } catch (error) {
      setNotice({ tone: "error", text: isStoreError(error) ? error.message : "The demo data could not be reset." });
    } finally {
      setBusy(null);
      setConfirming(null);
    }
  }

  return (
    <section aria-labelledby="data-title" className="rounded-lg border border-border bg-card p-6 shadow-soft">
      <h2 id="data-title" className="text-2xl">
        Your data on this device
      </h2>
      <p className="mt-2 text-sm leading-relaxed text-muted-foreground">
        Browsers can clear a site&rsquo;s data (Safari after seven days without a visit). A backup file keeps a copy you can import again,
        here or in another browser.
      </p>
      <p className="mt-2 text-sm leading-relaxed text-muted-foreground">{dataRightsNote(viewer !== null)}</p>
      <StoragePersistenceNote />
      <div className="mt-5 grid gap-3">
        <Button
          type="button"
          variant="outline"
          onClick={() => (session ? setConfirming("export") : void exportBackup())}
          disabled={busy !== null}
        >
          {busy === "export" ? "Preparing backup…" : "Export backup"}
        </Button>
        <div>
          <input
            ref={fileInput}
            id={importId}
            type="file"
            accept=".json,application/json"
            className="sr-only"
            tabIndex={-1}
            aria-hidden="true"
            onChange={(event) => {
              const file = event.currentTarget.files?.[0] ?? null;
              event.currentTarget.value = "";
              if (!file) return;
              setNotice(null);
              backupImport.choose(file);
            }}
          />
          <Button type="button" variant="outline" className="w-full" onClick={() => fileInput.current?.click()} disabled={busy !== null}>
            Import backup
          </Button>
        </div>
        <Button type="button" variant="destructive" onClick={() => setConfirming("reset")} disabled={busy !== null}>
          Reset demo data
        </Button>
      </div>
      <div aria-live="polite" className="mt-4 empty:hidden">
        {notice ? (
          <p
            className={cn(
              "rounded-md border p-3 text-sm leading-relaxed",
              notice.tone === "success"
                ? "border-success/40 bg-success/5 text-foreground"
                : "border-destructive bg-destructive/5 text-destructive",
            )}
          >
            {notice.text}
          </p>
        ) : null}
      </div>
      <UndoReplacePanel viewer={viewer} replaces={replaces} onNotice={(tone, text) => setNotice({ tone, text })} />
      <SetAsideRecords visible={visible} />
      <ConfirmDialog
        open={confirming === "export"}
        onOpenChange={(open) => setConfirming(open ? "export" : null)}
        title="Export a backup?"
        description={<p>{EXPORT_QUESTION}</p>}
        confirmLabel="Export backup"
        confirmVariant="default"
        busy={busy === "export"}
        session={session}
        onConfirm={() => void exportBackup()}
      />
      <ConfirmDialog
        open={confirming === "reset"}
        onOpenChange={(open) => setConfirming(open ? "reset" : null)}
        title="Reset the demo data?"
        description={resetWarning(session?.email ?? null).map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
        confirmLabel="Reset demo data"
        busy={busy === "reset"}
        session={session}
        onConfirm={() => void reset()}
      />
      <ImportDialog
        open={backupImport.open}
        state={backupImport.state}
        session={session}
        onMerge={backupImport.merge}
        onReplace={backupImport.replace}
        onCancel={backupImport.cancel}
      />
    </section>
  );
}
