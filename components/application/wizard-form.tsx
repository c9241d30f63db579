"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { useForm, useWatch, type Resolver } from "react-hook-form";
import { useFillEmpty } from "@/components/forms/use-fill-empty";
import { useErrorTitle } from "@/components/forms/use-govuk-form";
import { Button } from "@/components/ui/button";
import { collectErrors, Form } from "@/components/ui/form";
import { FILE_GONE_MESSAGE } from "@/lib/application/application-files";
import { sessionContact } from "@/lib/auth/session";
import { useSession } from "@/lib/auth/use-session";
import { formatDateTime } from "@/lib/format";
import { allApplicationFields, canSubmit, isLastStep } from "@/lib/application/realtor-wizard";
import { realtorApplicationSchema, type RealtorApplication } from "@/lib/schemas/realtor-application";
import { keptWhere } from "@/lib/kept-where";
import { isStoreError, useRecordsLocation, type ApplicationRecord } from "@/lib/store";
import { discardDraft, loadDraft, submitApplication } from "@/lib/application/actions";
import { applicationSteps } from "./application-steps";
import { DraftConflictNotice } from "./draft-conflict-notice";
import { StepShell } from "./step-shell";
import { useApplicationWizard } from "./use-application-wizard";
import type { DraftStatus } from "./use-draft-autosave";
import { useSharedDraft } from "./use-shared-draft";
import { freshStart, startFromDraft, type WizardStart } from "./wizard-start";

type WizardFormProps = {
  start: WizardStart;
  /** Replaces this form with another start (Start again, the newer draft, after submitting). */
  onRestart: (start: WizardStart) => void;
  /** `earlier`: these answers had been submitted before (a second click, another tab), so nothing new was saved. */
  onSubmitted: (application: ApplicationRecord, earlier: boolean) => void;
};

const NOT_SAVED = "Your application could not be saved in this browser. Nothing you entered has been lost.";

export function WizardForm({ start, onRestart, onSubmitted }: WizardFormProps) {
  const form = useForm<RealtorApplication>({
    resolver: zodResolver(realtorApplicationSchema) as Resolver<RealtorApplication>,
    defaultValues: start.values,
    shouldFocusError: false,
  });
  const wizard = useApplicationWizard(form, start.step);
  const summary = collectErrors(form.formState.errors, allApplicationFields);
  const { submitCount } = form.formState;
  useErrorTitle(summary.length > 0 && (wizard.attempt > 0 || submitCount > 0));
  const [agreesToTerms, agreesToCommission] = useWatch({ control: form.control, name: ["agreesToTerms", "agreesToCommission"] });
  const draft = useSharedDraft(form, wizard.step, start.session);
  const contact = sessionContact(useSession());
  useFillEmpty(form, { firstName: contact.firstName, lastName: contact.lastName, email: contact.email, phone: contact.phone });
  const [submitError, setSubmitError] = useState<string | null>(null);
  const [choosing, setChoosing] = useState(false);
  const submitting = useRef(false);
  const current = applicationSteps[wizard.step - 1] ?? applicationSteps[0];
  const { headingRef } = wizard;

  useEffect(() => {
    // This form took the place of one the person was using: start them at its step heading.
    if (start.focusHeading) headingRef.current?.focus();
  }, [start.focusHeading, headingRef]);

  /** Runs one of the person's choices about the draft, with saving paused and the buttons busy. */
  async function choose(action: () => Promise<void>) {
    setChoosing(true);
    await draft.stop();
    try {
      await action();
    } catch (error) {
      setSubmitError(isStoreError(error) ? error.message : NOT_SAVED);
    } finally {
      draft.resume();
      draft.recheck();
      setChoosing(false);
    }
  }

  const startAgain = () =>
    choose(async () => {
      const discarded = await discardDraft(draft.session.current, form.getValues());
      if (discarded.ok) onRestart(freshStart(true));
      else draft.showConflict(discarded.conflict);
    });

  const loadNewer = () =>
    choose(async () => {
      const newer = await loadDraft(form.getValues());
      onRestart(newer ? startFromDraft(newer, "other-tab") : freshStart(true));
    });

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!isLastStep(wizard.step)) {
      void wizard.next();
      return;
    }
    void form.handleSubmit(async (values) => {
      // A second press while the first is on its way is the same submission.
      if (submitting.current) return;
      submitting.current = true;
      setSubmitError(null);
      await draft.stop();
      try {
        const outcome = await submitApplication(draft.session.current, values, form.getValues());
        if (outcome.kind === "created" || outcome.kind === "existing") {
          onSubmitted(outcome.application, outcome.kind === "existing");
          return;
        }
        if (outcome.kind === "conflict") draft.showConflict(outcome.conflict);
        for (const field of outcome.kind === "missing-files" ? outcome.fields : []) {
          form.setValue(field, undefined);
          form.setError(field, { type: "store", message: FILE_GONE_MESSAGE });
        }
      } catch (error) {
        setSubmitError(isStoreError(error) ? error.message : NOT_SAVED);
      } finally {
        submitting.current = false;
      }
      draft.resume();
      draft.recheck();
    })(event);
  }

  return (
    <Form {...form}>
      <form noValidate onSubmit={onSubmit} className="space-y-6">
        {start.restored ? (
          <div className="flex flex-wrap items-center justify-between gap-3 rounded-md border border-gold/60 bg-ivory-deep px-4 py-2 text-sm">
            <p>
              {start.restored.from === "other-tab"
                ? `The newer draft, saved at ${formatDateTime(start.restored.at)}, is loaded.`
                : `Welcome back: your draft from ${formatDateTime(start.restored.at)} is restored.`}
            </p>
            <Button type="button" variant="link" className="min-h-11" disabled={choosing} onClick={startAgain}>
              Start again
            </Button>
          </div>
        ) : null}
        {draft.conflict ? (
          <DraftConflictNotice
            conflict={draft.conflict}
            busy={choosing}
            onLoadNewer={loadNewer}
            onStartAgain={startAgain}
            onKeepMine={() =>
              choose(async () => {
                await draft.keepMine();
                headingRef.current?.focus();
              })
            }
          />
        ) : null}
        <StepShell
          step={wizard.step}
          summary={summary}
          // A failed Next bumps attempt; a failed submit bumps submitCount with its errors.
          focusKey={`${wizard.attempt}:${submitCount}`}
          onSelectError={wizard.focusField}
          headingRef={headingRef}
          onPrevious={wizard.previous}
          canSubmit={canSubmit({ agreesToTerms, agreesToCommission })}
          submitting={form.formState.isSubmitting}
          draftStatus={<DraftNote status={draft.status} />}
        >
          <current.Fields control={form.control} />
        </StepShell>
        {submitError ? (
          <p role="alert" className="rounded-md border border-destructive bg-destructive/5 p-3 text-sm text-destructive">
            {submitError}
          </p>
        ) : null}
      </form>
    </Form>
  );
}

const timeFormat = new Intl.DateTimeFormat("en-US", { hour: "numeric", minute: "2-digit" });

function DraftNote({ status }: { status: DraftStatus }) {
  const location = useRecordsLocation();
  if (status.kind === "saving") return <>Saving your draft…</>;
  if (status.kind === "saved") return <>{`Draft saved ${keptWhere(location)} at ${timeFormat.format(status.at)}`}</>;
  if (status.kind === "error") return <span className="text-destructive">{status.message}</span>;
  if (status.kind === "held") return <span className="text-destructive">Not saved: another tab changed this draft</span>;
  return <>{`Your answers are kept ${keptWhere(location)} as you type`}</>;
}
