"use client";

import { useRef, useState } from "react";
import { checkBackup, writeBackup } from "@/lib/account/actions";
import { importNotice } from "@/lib/account/backup-labels";
import { keepUndoCopy } from "@/lib/account/undo-replace";
import { saveFile } from "@/lib/download";
import { isStoreError, type ImportMode, type ImportPlan, type RecordFilter } from "@/lib/store";

/**
 * The steps of an import: the chosen file is read and checked (nothing changes), then either
 * refused with the reason or shown as counts beside this browser's; only Merge or Replace
 * writes (signed in, once the dialog has confirmed the password). The last step stays while the dialog closes, so its content does not vanish
 * during the closing animation.
 */
export type ImportState =
  | { step: "reading"; fileName: string }
  | { step: "refused"; fileName: string; message: string; issues: readonly string[] }
  | { step: "preview"; fileName: string; plan: ImportPlan; problem?: string }
  | { step: "writing"; fileName: string; plan: ImportPlan; mode: ImportMode };

const UNREADABLE = "This file could not be read as a backup. Nothing was changed.";

function messageOf(error: unknown, fallback: string): string {
  return isStoreError(error) ? error.message : fallback;
}

/**
 * The import dialog's state and what its buttons do; `onDone` gets the sentence to show after a
 * write. `visible` (lib/account/data-rights.ts) is what the counts cover, what the backup made
 * before a replace holds and what a replace deletes: every other record stays. `viewer` is who is
 * signed in (null signed out): a replace that drops their account drops its signing key too.
 */
export function useBackupImport(visible: RecordFilter, viewer: string | null, onDone: (notice: string, mode: ImportMode) => void) {
  const [open, setOpen] = useState(false);
  const [state, setState] = useState<ImportState>({ step: "reading", fileName: "" });
  // A file still being read when the dialog is closed (or another is chosen) must not reopen it.
  const current = useRef(0);

  async function choose(file: File) {
    const attempt = ++current.current;
    setState({ step: "reading", fileName: file.name });
    setOpen(true);
    try {
      const plan = await checkBackup(file, visible);
      if (attempt === current.current) setState({ step: "preview", fileName: file.name, plan });
    } catch (error) {
      if (attempt !== current.current) return;
      const issues = isStoreError(error) ? error.issues : [];
      setState({ step: "refused", fileName: file.name, message: messageOf(error, UNREADABLE), issues });
    }
  }

  async function write(mode: ImportMode) {
    if (state.step !== "preview") return;
    const { fileName, plan } = state;
    setState({ step: "writing", fileName, plan, mode });
    let previousBackupName: string | undefined;
    if (mode === "replace") {
      try {
        // What is here now is kept in this browser and offered as a file first: the download may be
        // cancelled or blocked unseen, so the copy here stays until the person says the file is saved.
        const kept = await keepUndoCopy(viewer, fileName);
        previousBackupName = kept.backupName;
        saveFile(kept.text, "application/json", previousBackupName);
      } catch (error) {
        const reason = messageOf(error, "The browser could not prepare it.");
        setState({
          step: "preview",
          fileName,
          plan,
          problem: `No backup of this browser could be made first, so nothing was replaced. ${reason}`,
        });
        return;
      }
    }
    try {
      const result = await writeBackup(plan, mode, viewer);
      current.current += 1;
      setOpen(false);
      onDone(importNotice(result, fileName, previousBackupName), mode);
    } catch (error) {
      setState({ step: "preview", fileName, plan, problem: messageOf(error, "The backup could not be written. Nothing was changed.") });
    }
  }

  return {
    open,
    state,
    choose: (file: File) => void choose(file),
    merge: () => void write("merge"),
    replace: () => void write("replace"),
    cancel() {
      if (state.step === "writing") return;
      current.current += 1;
      setOpen(false);
    },
  };
}
