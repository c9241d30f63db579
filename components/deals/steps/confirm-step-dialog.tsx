"use client";

import { useState, type ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { isStoreError } from "@/lib/store";

export type ConfirmStep = {
  title: string;
  description: ReactNode;
  confirmLabel: string;
  /** Keeps the dialog open and says why when the store refuses the step (another tab answered first). */
  run: () => Promise<void>;
  destructive?: boolean;
};

type ConfirmStepDialogProps = { step: ConfirmStep; open: boolean; onOpenChange: (open: boolean) => void };

/** Asks before one step of a deal (decline, withdraw, complete); the refusal's reason shows in the dialog. */
export default function ConfirmStepDialog({ step, open, onOpenChange }: ConfirmStepDialogProps) {
  const [working, setWorking] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);

  async function confirm() {
    setWorking(true);
    setRefusal(null);
    try {
      await step.run();
      onOpenChange(false);
    } catch (caught) {
      setRefusal(isStoreError(caught) ? caught.message : "This could not be saved in this browser. Try again.");
    } finally {
      setWorking(false);
    }
  }

  return (
    <Dialog open={open} onOpenChange={(next) => (working ? undefined : (setRefusal(null), onOpenChange(next)))}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{step.title}</DialogTitle>
          <DialogDescription>{step.description}</DialogDescription>
        </DialogHeader>
        {refusal ? (
          <p role="alert" className="rounded-md border border-destructive bg-destructive/5 p-3 text-sm text-destructive">
            {refusal}
          </p>
        ) : null}
        <DialogFooter>
          <Button type="button" variant="outline" disabled={working} onClick={() => onOpenChange(false)}>
            Go back
          </Button>
          <Button type="button" variant={step.destructive ? "destructive" : "default"} disabled={working} onClick={confirm}>
            {working ? "Saving…" : step.confirmLabel}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
