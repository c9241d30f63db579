"use client";

import { startTransition, Suspense, useEffect, useState } from "react";
import type { ApplicationRecord } from "@/lib/store";
import { usePendingMark } from "@/lib/first-paint/use-pending-mark";
import { lazyPart } from "@/components/layout/lazy-part";
import { loadDraft } from "@/lib/application/actions";
import { WizardForm } from "./wizard-form";
import { freshStart, startFromDraft, type WizardStart } from "./wizard-start";

const SubmittedDialog = lazyPart(
  () => import("./submitted-dialog"),
  (module) => module.default,
);

type Submitted = { application: ApplicationRecord; earlier: boolean };

/**
 * The realtor application: the first step of a fresh application is in the page's HTML, usable
 * at once; a saved draft, read from the store right after, replaces it. When this browser has
 * saved a draft, the form stays hidden until it is restored (the first-paint `draft` mark), so
 * the empty form is never shown first. After a submission it starts again empty.
 */
export function ApplicationWizard() {
  const [start, setStart] = useState<WizardStart>(() => freshStart());
  const [round, setRound] = useState(0);
  const [draftRead, setDraftRead] = useState(false);
  const [submitted, setSubmitted] = useState<Submitted | null>(null);
  const [dialogOpen, setDialogOpen] = useState(false);
  usePendingMark("draft", draftRead);

  function restart(next: WizardStart) {
    setStart(next);
    setRound((count) => count + 1);
  }

  useEffect(() => {
    let live = true;
    loadDraft()
      .then((draft) => {
        if (!live) return;
        // A transition: React renders the restored form in short slices, so the page stays responsive.
        startTransition(() => {
          if (draft) {
            setStart(startFromDraft(draft, "earlier-visit"));
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
        onRestart={restart}
        onSubmitted={(application, earlier) => {
          setSubmitted({ application, earlier });
          setDialogOpen(true);
          restart(freshStart());
        }}
      />
      {submitted ? (
        <Suspense fallback={null}>
          <SubmittedDialog
            open={dialogOpen}
            onOpenChange={setDialogOpen}
            application={submitted.application}
            submittedEarlier={submitted.earlier}
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
