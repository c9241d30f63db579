"use client";

import { useCallback, useEffect, useRef, useState } from "react";
import type { UseFormReturn } from "react-hook-form";
import type { ApplicationStep } from "@/lib/realtor-wizard";
import type { RealtorApplication } from "@/lib/schemas/realtor-application";
import { isStoreError } from "@/lib/store/types";
import { saveDraft } from "./application-store";

/** How long typing must pause before the draft is written. */
export const DRAFT_DEBOUNCE_MS = 500;

export type DraftStatus = { kind: "idle" } | { kind: "saving" } | { kind: "saved"; at: Date } | { kind: "error"; message: string };

const SAVING: DraftStatus = { kind: "saving" };

/**
 * Keeps the draft (every field and the step) in the browser store while the person types,
 * debounced, and once more when the page is hidden, so a reload or a later visit resumes it.
 * `stop()` ends saving and waits for a write in flight (before the draft is deleted on submit).
 */
export function useDraftAutosave(form: UseFormReturn<RealtorApplication>, step: ApplicationStep) {
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
      .then(() => saveDraft(stepRef.current, values))
      .then(
        // A change made while writing has its own save pending: keep saying "saving" until it lands.
        () => setStatus((current) => (current === SAVING && timer.current !== undefined ? current : { kind: "saved", at: new Date() })),
        (error: unknown) =>
          setStatus({
            kind: "error",
            message: isStoreError(error) ? error.message : "Your draft could not be saved in this browser.",
          }),
      );
    return inflight.current;
  }, [form]);

  const schedule = useCallback(() => {
    if (stopped.current) return;
    setStatus(SAVING);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => void save(), DRAFT_DEBOUNCE_MS);
  }, [save]);

  useEffect(() => {
    // What the person changes (an input event); not what the page fills in (a session's details).
    const subscription = form.watch((_values, { type }) => {
      if (type) schedule();
    });
    return () => subscription.unsubscribe();
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

  return { status, stop, resume };
}
