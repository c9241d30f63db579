import type { DraftSession } from "@/lib/application/draft-ownership";
import { emptyApplication, type ApplicationStep, type ApplicationValues } from "@/lib/application/realtor-wizard";
import { newDraftSession, type LoadedDraft } from "@/lib/application/actions";

/** What the wizard's form starts from: a step, its answers and the draft session they belong to. */
export type WizardStart = {
  step: ApplicationStep;
  values: ApplicationValues;
  session: DraftSession;
  /** A stored draft was read into the form: when it was saved, and whether by another tab just now. */
  restored?: { at: string; from: "earlier-visit" | "other-tab" };
  /** The form replaces one the person was using (a choice, a submission): its step heading takes focus. */
  focusHeading?: boolean;
};

/** A fresh application at its first step (a signed-in person's details are filled in by the form). */
export function freshStart(focusHeading = false): WizardStart {
  return { step: 1, values: emptyApplication(), session: newDraftSession(), focusHeading };
}

export function startFromDraft(draft: LoadedDraft, from: "earlier-visit" | "other-tab"): WizardStart {
  return {
    step: draft.step,
    values: draft.values,
    session: draft.session,
    restored: { at: draft.updatedAt, from },
    focusHeading: from === "other-tab",
  };
}
