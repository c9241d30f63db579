"use client";

import { startTransition, Suspense, useEffect, useState } from "react";
import type { ApplicationRecord } from "@/lib/store";
import { useSessionState } from "@/lib/auth/use-session";
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
 * the empty form is never shown first. After a submission it starts again empty. The draft is the
 * signed-in person's (the signed-out browser's when nobody is): when someone else signs in or out
 * while the page is open, the form is swapped for their draft, or an empty one.
 */
export function ApplicationWizard() {
  // The form's start, and a count that gives every new start a new form.
  const [{ start, round }, setShown] = useState<{ start: WizardStart; round: number }>(() => ({ start: freshStart(), round: 0 }));
  const [draftRead, setDraftRead] = useState(false);
  const [submitted, setSubmitted] = useState<Submitted | null>(null);
  const [dialogOpen, setDialogOpen] = useState(false);
  usePendingMark("draft", draftRead);
  const session = useSessionState();
  // Who is signed in (null: nobody), or undefined until this browser's storage has been read.
  const owner = session === undefined ? undefined : (session?.accountId ?? null);

  function restart(next: WizardStart) {
    setShown((shown) => ({ start: next, round: shown.round + 1 }));
  }

  useEffect(() => {
    if (owner === undefined) return;
    let live = true;
    loadDraft()
      .then((draft) => {
        if (!live) return;
        // A transition: React renders the restored form in short slices, so the page stays responsive.
        startTransition(() => {
          if (draft) restart(startFromDraft(draft, "earlier-visit"));
          // No draft of theirs: a form begun for someone else (signed in or out here or in another tab) goes.
          else
            setShown((shown) =>
              (shown.start.session.ownerId ?? null) === owner ? shown : { start: freshStart(), round: shown.round + 1 },
            );
          setDraftRead(true);
        });
      })
      .catch(() => live && setDraftRead(true));
    return () => {
      live = false;
    };
  }, [owner]);

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
