"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { startTransition, Suspense, useEffect, useState, type FormEvent } from "react";
import { useForm, useWatch, type Resolver } from "react-hook-form";
import { useFillEmpty } from "@/components/forms/use-fill-empty";
import { useErrorTitle } from "@/components/forms/use-govuk-form";
import { Button } from "@/components/ui/button";
import { collectErrors, Form } from "@/components/ui/form";
import { sessionContact } from "@/lib/auth/session";
import { useSession } from "@/lib/auth/use-session";
import { formatDateTime } from "@/lib/format";
import {
  allApplicationFields,
  canSubmit,
  emptyApplication,
  isLastStep,
  type ApplicationStep,
  type ApplicationValues,
} from "@/lib/application/realtor-wizard";
import { realtorApplicationSchema, type RealtorApplication } from "@/lib/schemas/realtor-application";
import { keptWhere } from "@/lib/kept-where";
import { isStoreError, useRecordsLocation, type ApplicationRecord } from "@/lib/store";
import { usePendingMark } from "@/lib/use-pending-mark";
import { lazyPart } from "@/components/layout/lazy-part";
import { deleteDraft, discardFile, loadDraft, submitApplication } from "./application-store";
import { applicationSteps } from "./application-steps";
import { StepShell } from "./step-shell";
import { useApplicationWizard } from "./use-application-wizard";
import { useDraftAutosave, type DraftStatus } from "./use-draft-autosave";

const SubmittedDialog = lazyPart(
  () => import("./submitted-dialog"),
  (module) => module.default,
);

type Start = { step: ApplicationStep; values: ApplicationValues; restoredAt?: string };

/** A fresh application at its first step (a signed-in person's details are filled in by WizardForm). */
function freshStart(): Start {
  return { step: 1, values: emptyApplication() };
}

/**
 * The realtor application: the first step of a fresh application is in the page's HTML, usable
 * at once; a saved draft, read from the store right after, replaces it. When this browser has
 * saved a draft, the form stays hidden until it is restored (the first-paint `draft` mark), so
 * the empty form is never shown first. After a submission it starts again empty.
 */
export function ApplicationWizard() {
  const [start, setStart] = useState<Start>(freshStart);
  const [round, setRound] = useState(0);
  const [draftRead, setDraftRead] = useState(false);
  const [submitted, setSubmitted] = useState<ApplicationRecord | null>(null);
  const [dialogOpen, setDialogOpen] = useState(false);
  usePendingMark("draft", draftRead);

  useEffect(() => {
    let live = true;
    loadDraft()
      .then((draft) => {
        if (!live) return;
        // A transition: React renders the restored form in short slices, so the page stays responsive.
        startTransition(() => {
          if (draft) {
            setStart({ step: draft.step, values: draft.values, restoredAt: draft.updatedAt });
            setRound((count) => count + 1);
          }
          setDraftRead(true);
        });
      })
      .catch(() => live && setDraftRead(true));
    return () => {
      live = false;
    };
  }, []);

  return (
    <>
      <WizardForm
        key={round}
        start={start}
        onStartAgain={async (values) => {
          await deleteDraft();
          for (const ref of [values.licenseUpload, values.businessPlan]) if (ref) await discardFile(ref.id);
          setStart(freshStart());
          setRound((count) => count + 1);
        }}
        onSubmitted={(record) => {
          setSubmitted(record);
          setDialogOpen(true);
          setStart(freshStart());
          setRound((count) => count + 1);
        }}
      />
      {submitted ? (
        <Suspense fallback={null}>
          <SubmittedDialog
            open={dialogOpen}
            onOpenChange={setDialogOpen}
            application={submitted}
            onCloseAutoFocus={(event) => {
              // The Submit button that opened it went with the old form, which would leave keyboard
              // focus on <body>: start the new, empty form at its step heading, as each step does.
              event.preventDefault();
              document.getElementById("application-step-title")?.focus();
            }}
          />
        </Suspense>
      ) : null}
    </>
  );
}

type WizardFormProps = {
  start: Start;
  onSubmitted: (record: ApplicationRecord) => void;
  onStartAgain: (values: ApplicationValues) => Promise<void>;
};

function WizardForm({ start, onSubmitted, onStartAgain }: WizardFormProps) {
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
  const draft = useDraftAutosave(form, wizard.step);
  const contact = sessionContact(useSession());
  useFillEmpty(form, { firstName: contact.firstName, lastName: contact.lastName, email: contact.email, phone: contact.phone });
  const [submitError, setSubmitError] = useState<string | null>(null);
  const current = applicationSteps[wizard.step - 1] ?? applicationSteps[0];

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!isLastStep(wizard.step)) {
      void wizard.next();
      return;
    }
    void form.handleSubmit(async (values) => {
      setSubmitError(null);
      await draft.stop();
      try {
        onSubmitted(await submitApplication(values));
      } catch (error) {
        draft.resume();
        setSubmitError(
          isStoreError(error) ? error.message : "Your application could not be saved in this browser. Nothing you entered has been lost.",
        );
      }
    })(event);
  }

  return (
    <Form {...form}>
      <form noValidate onSubmit={onSubmit} className="space-y-6">
        {start.restoredAt ? (
          <div className="flex flex-wrap items-center justify-between gap-3 rounded-md border border-gold/60 bg-ivory-deep px-4 py-2 text-sm">
            <p>Welcome back: your draft from {formatDateTime(start.restoredAt)} is restored.</p>
            <Button
              type="button"
              variant="link"
              className="min-h-11"
              onClick={async () => {
                await draft.stop();
                await onStartAgain(form.getValues());
              }}
            >
              Start again
            </Button>
          </div>
        ) : null}
        <StepShell
          step={wizard.step}
          summary={summary}
          // A failed Next bumps attempt; a failed submit bumps submitCount with its errors.
          focusKey={`${wizard.attempt}:${submitCount}`}
          onSelectError={wizard.focusField}
          headingRef={wizard.headingRef}
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
  return <>{`Your answers are kept ${keptWhere(location)} as you type`}</>;
}
