"use client";

import { Suspense, useState } from "react";
import { lazyPart } from "@/components/layout/lazy-part";
import { useLazyDialog } from "@/components/ui/use-lazy-dialog";
import type { ConfirmStep } from "./confirm-step-dialog";

const loadDialog = () => import("./confirm-step-dialog");
const ConfirmStepDialog = lazyPart(loadDialog, (module) => module.default);

/** One confirmation dialog for a page's steps, its code loaded on first use: `ask(step)` opens it. */
export function useConfirmStep() {
  const dialog = useLazyDialog(loadDialog);
  const [step, setStep] = useState<ConfirmStep | null>(null);
  return {
    triggerProps: dialog.triggerProps,
    ask: (next: ConfirmStep) => {
      setStep(next);
      dialog.show();
    },
    dialog:
      dialog.mounted && step ? (
        <Suspense fallback={dialog.fallback}>
          <ConfirmStepDialog step={step} open={dialog.open} onOpenChange={dialog.setOpen} />
        </Suspense>
      ) : null,
  };
}
