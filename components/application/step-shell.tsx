"use client";

import type { ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { ErrorSummary } from "@/components/ui/form";
import type { SummaryError } from "@/components/ui/form-errors";
import { Progress } from "@/components/ui/progress";
import {
  APPLICATION_STEP_COUNT,
  isFirstStep,
  isLastStep,
  progressText,
  stepTitle,
  type ApplicationStep,
} from "@/lib/application/realtor-wizard";

type StepShellProps = {
  step: ApplicationStep;
  summary: SummaryError[];
  /** Changes on every failed check, so the summary takes focus. */
  focusKey: string;
  onSelectError: (path: string) => void;
  headingRef: React.RefObject<HTMLHeadingElement | null>;
  onPrevious: () => void;
  /** Step 5: Submit Application is enabled only when both agreements are ticked. */
  canSubmit: boolean;
  submitting: boolean;
  /** A sentence about the draft (saved, or why it could not be). */
  draftStatus: ReactNode;
  children: ReactNode;
};

/** What every step shares: error summary, progress 'N of 5', the step's heading, and the buttons. */
export function StepShell({
  step,
  summary,
  focusKey,
  onSelectError,
  headingRef,
  onPrevious,
  canSubmit,
  submitting,
  draftStatus,
  children,
}: StepShellProps) {
  const last = isLastStep(step);
  return (
    <div className="space-y-8">
      <ErrorSummary errors={summary} onSelect={onSelectError} focusKey={focusKey} />
      <div className="space-y-3">
        <p className="flex flex-col gap-1 text-xs font-medium caps-wide text-gold-ink sm:flex-row sm:items-baseline sm:justify-between sm:gap-4">
          <span>Step {progressText(step)}</span>
          <span className="text-muted-foreground normal-case tracking-normal">{draftStatus}</span>
        </p>
        <Progress
          value={step}
          max={APPLICATION_STEP_COUNT}
          aria-label="Application progress"
          getValueLabel={(value, max) => `Step ${value} of ${max}: ${stepTitle(step)}`}
        />
      </div>
      <section aria-labelledby="application-step-title" className="space-y-6">
        <h2 id="application-step-title" ref={headingRef} tabIndex={-1} className="text-4xl outline-none">
          {stepTitle(step)}
        </h2>
        {children}
      </section>
      <div className="flex flex-col-reverse gap-3 border-t border-border pt-6 sm:flex-row sm:justify-between">
        <Button type="button" variant="outline" onClick={onPrevious} disabled={isFirstStep(step)}>
          Previous
        </Button>
        {last ? (
          <div className="grid gap-2 sm:justify-items-end">
            <Button
              type="submit"
              variant="gold"
              disabled={!canSubmit || submitting}
              aria-describedby={canSubmit ? undefined : "submit-hint"}
            >
              {submitting ? "Submitting…" : "Submit Application"}
            </Button>
            {canSubmit ? null : (
              <p id="submit-hint" className="text-sm text-muted-foreground">
                Tick both agreements to submit.
              </p>
            )}
          </div>
        ) : (
          <Button type="submit">Next Section</Button>
        )}
      </div>
    </div>
  );
}
