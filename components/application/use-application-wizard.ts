"use client";

import { startTransition, useEffect, useRef, useState } from "react";
import type { FieldPath, UseFormReturn } from "react-hook-form";
import {
  isLastStep,
  nextStep,
  previousStep,
  stepFields,
  stepOfField,
  topField,
  type ApplicationStep,
} from "@/lib/realtor-wizard";
import type { RealtorApplication } from "@/lib/schemas/realtor-application";

export type ApplicationWizard = {
  step: ApplicationStep;
  /** Changes whenever moving on fails, so the error summary takes focus again (a failed submit counts in submitCount). */
  attempt: number;
  /** Checks this step's fields; moves on only when they pass. */
  next: () => Promise<void>;
  previous: () => void;
  /** For the error summary: opens the field's step if needed, then focuses the field. */
  focusField: (path: string) => void;
  /** The step heading, focused after moving so screen readers hear the new step. */
  headingRef: React.RefObject<HTMLHeadingElement | null>;
};

/**
 * The one hook that moves through the application: Next checks the current step's required
 * fields (GOV.UK: errors on moving on, with a summary), Previous never checks, and the summary's
 * links can reach a field on any step.
 */
export function useApplicationWizard(form: UseFormReturn<RealtorApplication>, initialStep: ApplicationStep): ApplicationWizard {
  const [step, setStep] = useState<ApplicationStep>(initialStep);
  const [attempt, setAttempt] = useState(0);
  const headingRef = useRef<HTMLHeadingElement | null>(null);
  const afterMove = useRef<(() => void) | null>(null);

  // Once the new step is on the page: focus its heading (or the field asked for).
  useEffect(() => {
    const then = afterMove.current;
    afterMove.current = null;
    then?.();
  }, [step]);

  function moveTo(target: ApplicationStep, then?: () => void) {
    afterMove.current =
      then ??
      (() => {
        headingRef.current?.focus();
        headingRef.current?.scrollIntoView({ block: "center" });
      });
    // A transition: the press is answered at once, and the next step renders in short slices.
    startTransition(() => setStep(target));
  }

  return {
    step,
    attempt,
    headingRef,
    async next() {
      if (isLastStep(step)) return;
      const valid = await form.trigger(stepFields(step) as FieldPath<RealtorApplication>[]);
      if (!valid) {
        setAttempt((count) => count + 1);
        return;
      }
      moveTo(nextStep(step));
    },
    previous() {
      moveTo(previousStep(step));
    },
    focusField(path) {
      const field = topField(path) as FieldPath<RealtorApplication>;
      const target = stepOfField(path) ?? step;
      if (target === step) form.setFocus(field);
      else moveTo(target, () => form.setFocus(field));
    },
  };
}
