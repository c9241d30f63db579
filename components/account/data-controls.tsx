"use client";

import { useId, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { backupFileName } from "@/lib/account/activity";
import { saveFile } from "@/lib/download";
import { exportAll, importAll, isStoreError, resetStore } from "@/lib/store";
import { ConfirmDialog } from "./confirm-dialog";
import { cn } from "@/lib/utils";
import { StoragePersistenceNote } from "./storage-persistence-note";

type Notice = { tone: "success" | "error"; text: string } | null;

const MAX_BACKUP_BYTES = 200 * 1024 * 1024;

/** Backup export and import, and the demo-data reset, each with a clear result. */
export function DataControls({ onReset }: { onReset: () => void }) {
  const [notice, setNotice] = useState<Notice>(null);
  const [busy, setBusy] = useState<"export" | "import" | "reset" | null>(null);
  const [confirm, setConfirm] = useState<"reset" | "import" | null>(null);
  const pendingImport = useRef<File | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const importId = useId();

  async function exportBackup() {
    setBusy("export");
    setNotice(null);
    try {
      const backup = await exportAll();
      const name = backupFileName(new Date());
      saveFile(JSON.stringify(backup, null, 2), "application/json", name);
      setNotice({
        tone: "success",
        text: `Backup saved as ${name}. Keep it somewhere safe: it holds everything this browser has saved here.`,
      });
    } catch (error) {
      setNotice({ tone: "error", text: isStoreError(error) ? error.message : "The backup could not be made in this browser." });
    } finally {
      setBusy(null);
    }
  }

  async function importBackup() {
    const file = pendingImport.current;
    if (!file) return;
    setBusy("import");
    setNotice(null);
    try {
      if (file.size > MAX_BACKUP_BYTES) throw new Error("too big");
      await importAll(await file.text());
      setNotice({ tone: "success", text: `Backup restored from ${file.name}. Everything below now comes from it.` });
    } catch (error) {
      setNotice({
        tone: "error",
        text: isStoreError(error) ? error.message : "This file could not be read as a backup. Nothing was changed.",
      });
    } finally {
      pendingImport.current = null;
      setBusy(null);
      setConfirm(null);
    }
  }

  async function reset() {
    setBusy("reset");
    setNotice(null);
    try {
      await resetStore();
      onReset();
      setNotice({
        tone: "success",
        text: "Demo data reset. The sample contracts and transactions are back, and everything you added is gone.",
      });
    } catch (error) {
      setNotice({ tone: "error", text: isStoreError(error) ? error.message : "The demo data could not be reset." });
    } finally {
      setBusy(null);
      setConfirm(null);
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
      <StoragePersistenceNote />
      <div className="mt-5 grid gap-3">
        <Button type="button" variant="outline" onClick={() => void exportBackup()} disabled={busy !== null}>
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
              pendingImport.current = file;
              setConfirm("import");
            }}
          />
          <Button type="button" variant="outline" className="w-full" onClick={() => fileInput.current?.click()} disabled={busy !== null}>
            {busy === "import" ? "Restoring…" : "Import backup"}
          </Button>
        </div>
        <Button type="button" variant="destructive" onClick={() => setConfirm("reset")} disabled={busy !== null}>
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
      <ConfirmDialog
        open={confirm === "reset"}
        onOpenChange={(open) => setConfirm(open ? "reset" : null)}
        title="Reset the demo data?"
        description={
          <>
            <p>
              This deletes everything saved in this browser on this site: accounts, offers, applications and their documents, requests,
              payments and contracts you created. The sample contracts and transactions come back as they were.
            </p>
            <p>You will be signed out. Export a backup first if you may want any of it again.</p>
          </>
        }
        confirmLabel="Reset demo data"
        busy={busy === "reset"}
        onConfirm={() => void reset()}
      />
      <ConfirmDialog
        open={confirm === "import"}
        onOpenChange={(open) => {
          if (!open) pendingImport.current = null;
          setConfirm(open ? "import" : null);
        }}
        title="Replace everything with this backup?"
        description={
          <p>
            Importing replaces everything saved in this browser on this site with the contents of the backup file. If the file cannot be
            read, nothing is changed.
          </p>
        }
        confirmLabel="Import backup"
        busy={busy === "import"}
        onConfirm={() => void importBackup()}
      />
    </section>
  );
}
