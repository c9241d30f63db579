"use client";

import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import type { UseFormReturn } from "react-hook-form";
import { FILE_GONE_MESSAGE } from "@/lib/application/application-files";
import type { DraftSession } from "@/lib/application/draft-ownership";
import type { ApplicationStep } from "@/lib/application/realtor-wizard";
import type { RealtorApplication } from "@/lib/schemas/realtor-application";
import { isStoreError, store } from "@/lib/store";
import { checkDraft, filesGoneFrom, keepMyDraft, newDraftSession, type DraftConflict } from "@/lib/application/actions";
import { useDraftAutosave, type DraftSharing } from "./use-draft-autosave";

/**
 * The draft this tab shares with its owner's other tabs of the browser: autosaved while the tab is in step
 * with it, re-read whenever any tab writes it, and held (nothing written, the person told) when
 * another tab changed, discarded or submitted it. `keepMine` is the person's answer 'Keep mine';
 * 'Load the newer draft' and 'Start again' replace the form, so the wizard does those.
 */
export function useSharedDraft(form: UseFormReturn<RealtorApplication>, step: ApplicationStep, startSession: DraftSession) {
  const session = useRef(startSession);
  const [conflict, setConflict] = useState<DraftConflict | null>(null);
  const held = useRef<DraftConflict | null>(null);
  const showConflict = useCallback((next: DraftConflict | null) => {
    held.current = next;
    setConflict(next);
  }, []);
  const sharing = useMemo<DraftSharing>(() => ({ session, held: () => held.current !== null, onConflict: showConflict }), [showConflict]);
  const autosave = useDraftAutosave(form, step, sharing);
  const { isStopped, stop, resume, showStatus, saveNow } = autosave;

  const recheck = useRef(() => {});

  // Every write to the draft, in this tab or another, reaches here: is this form still in step?
  useEffect(() => {
    let live = true;
    let latest = 0;
    const check = () => {
      if (isStopped()) return;
      const asked = (latest += 1);
      const base = session.current;
      checkDraft(base, form.getValues()).then(
        (checked) => {
          if (!live || asked !== latest || isStopped()) return;
          // Adopt a newer stamp only if no save of this tab moved the session on meanwhile.
          if (checked.ok && session.current === base) session.current = checked.session;
          const wasHeld = held.current !== null;
          showConflict(checked.ok ? null : checked.conflict);
          // Back in step after being held (another tab wrote these very answers): save what was held.
          if (checked.ok && wasHeld) void saveNow();
        },
        () => undefined, // unreadable just now: the next save says so
      );
    };
    recheck.current = check;
    check();
    const unsubscribe = store.applicationDrafts.subscribe(check);
    return () => {
      live = false;
      unsubscribe();
    };
  }, [form, isStopped, saveNow, showConflict]);

  const keepMine = useCallback(async () => {
    await stop();
    try {
      // An application already went in with this draft's id: these answers become a new one.
      // (Still the same owner's: a session never moves to another account's draft.)
      const base = held.current?.kind === "submitted" ? newDraftSession(session.current) : session.current;
      for (const field of await filesGoneFrom(base, form.getValues())) {
        form.setValue(field, undefined);
        form.setError(field, { type: "store", message: FILE_GONE_MESSAGE });
      }
      session.current = await keepMyDraft(base, step, form.getValues());
      showConflict(null);
      showStatus({ kind: "saved", at: new Date() });
    } catch (error) {
      showStatus({ kind: "error", message: isStoreError(error) ? error.message : "Your draft could not be saved in this browser." });
    } finally {
      resume();
      // A write another tab made while this one was busy was not looked at: look now.
      recheck.current();
    }
  }, [form, step, stop, resume, showStatus, showConflict]);

  return { ...autosave, session, conflict, showConflict, keepMine, recheck: () => recheck.current() };
}
