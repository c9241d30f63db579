"use client";

import { useCallback, useEffect, useRef, useState, type RefObject } from "react";
import type { UseFormReturn } from "react-hook-form";
import { sameAnswers, type DraftSession } from "@/lib/application/draft-ownership";
import type { ApplicationStep } from "@/lib/application/realtor-wizard";
import type { RealtorApplication } from "@/lib/schemas/realtor-application";
import { isStoreError } from "@/lib/store";
import { saveDraft, type DraftConflict } from "@/lib/application/actions";

/** How long typing must pause before the draft is written. */
export const DRAFT_DEBOUNCE_MS = 500;

export type DraftStatus =
  | { kind: "idle" }
  | { kind: "saving" }
  | { kind: "saved"; at: Date }
  | { kind: "error"; message: string }
  /** Another tab changed the shared draft: nothing is written until the person chooses. */
  | { kind: "held" };

const SAVING: DraftStatus = { kind: "saving" };
const HELD: DraftStatus = { kind: "held" };

/** How the autosave shares the draft with other tabs (use-shared-draft.ts). */
export type DraftSharing = {
  /** The stamp this tab's form is built on; each save moves it on. */
  session: RefObject<DraftSession>;
  /** A conflict the person has not settled yet: saving waits for their choice. */
  held: () => boolean;
  onConflict: (conflict: DraftConflict) => void;
};

/**
 * Keeps the draft (every field and the step) in the browser store while the person types,
 * debounced, and once more when the page is hidden, so a reload or a later visit resumes it.
 * A save another tab's change forbids is reported, never forced. `stop()` ends saving and waits
 * for a write in flight (before the draft is submitted or replaced).
 */
export function useDraftAutosave(form: UseFormReturn<RealtorApplication>, step: ApplicationStep, sharing: DraftSharing) {
  const [status, setStatus] = useState<DraftStatus>({ kind: "idle" });
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const inflight = useRef<Promise<void>>(Promise.resolve());
  const stopped = useRef(false);
  const stepRef = useRef(step);
  const firstStep = useRef(true);

  const save = useCallback(() => {
    clearTimeout(timer.current);
    timer.current = undefined;
    if (stopped.current) return inflight.current;
    const values = form.getValues();
    inflight.current = inflight.current
      .then(async () => {
        if (sharing.held()) return setStatus(HELD);
        const written = await saveDraft(sharing.session.current, stepRef.current, values);
        if (!written.ok) {
          sharing.onConflict(written.conflict);
          return setStatus(HELD);
        }
        sharing.session.current = written.session;
        // A change made while writing has its own save pending: keep saying "saving" until it lands.
        setStatus((current) => (current === SAVING && timer.current !== undefined ? current : { kind: "saved", at: new Date() }));
      })
      .then(
        () => undefined,
        (error: unknown) =>
          setStatus({
            kind: "error",
            message: isStoreError(error) ? error.message : "Your draft could not be saved in this browser.",
          }),
      );
    return inflight.current;
  }, [form, sharing]);

  const schedule = useCallback(() => {
    if (stopped.current) return;
    setStatus(sharing.held() ? HELD : SAVING);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => void save(), DRAFT_DEBOUNCE_MS);
  }, [save, sharing]);

  useEffect(() => {
    // What the person changes (an input event); not what the page fills in (a session's details).
    const subscription = form.watch((_values, { type }) => {
      if (type) schedule();
    });
    return () => subscription.unsubscribe();
  }, [form, schedule]);

  const typedBeforeHydration = useRef(true);
  useEffect(() => {
    // Text typed before the form hydrated is taken in by its field (use-typed-value.ts) in an
    // effect that runs before this hook listens: save it as if it had just been typed. Once:
    // every later change is the subscription's.
    if (!typedBeforeHydration.current) return;
    typedBeforeHydration.current = false;
    if (!sameAnswers(form.getValues(), form.formState.defaultValues)) schedule();
  }, [form, schedule]);

  useEffect(() => {
    stepRef.current = step;
    // The step is part of the draft: moving saves too (but opening the page does not).
    if (firstStep.current) firstStep.current = false;
    else schedule();
  }, [step, schedule]);

  useEffect(() => {
    const flush = () => {
      if (timer.current !== undefined) void save();
    };
    window.addEventListener("pagehide", flush);
    return () => {
      window.removeEventListener("pagehide", flush);
      flush();
    };
  }, [save]);

  const stop = useCallback(async () => {
    stopped.current = true;
    clearTimeout(timer.current);
    timer.current = undefined;
    await inflight.current;
  }, []);

  const resume = useCallback(() => {
    stopped.current = false;
  }, []);

  const isStopped = useCallback(() => stopped.current, []);

  // `showStatus` is for a write made outside the autosave ('Keep mine'); `saveNow` writes at once.
  return { status, showStatus: setStatus, saveNow: save, stop, resume, isStopped };
}
