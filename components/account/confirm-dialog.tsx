"use client";

import type { ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import type { Session } from "@/lib/auth/session";
import { focusMarkedFirst } from "./focus-marked-first";
import { PasswordStepField } from "./password-step-field";
import { usePasswordConfirmation } from "./use-password-confirmation";

type ConfirmDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  /** "destructive" for what cannot be undone. */
  confirmVariant?: "default" | "destructive";
  busy: boolean;
  /** Signed in, the account's password is asked first (usePasswordConfirmation); signed out, nothing is. */
  session: Session | null;
  onConfirm: () => void;
};

/**
 * Asks before acting on a person's data. Cancel is the safe default focus; when a password is asked,
 * its field has the focus instead, and nothing happens until it is the account's.
 */
export function ConfirmDialog({ open, onOpenChange, busy, ...body }: ConfirmDialogProps) {
  return (
    <Dialog open={open} onOpenChange={(next) => !busy && onOpenChange(next)}>
      <DialogContent onOpenAutoFocus={focusMarkedFirst}>
        <ConfirmDialogBody {...body} busy={busy} onCancel={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}

/** Inside the content, so the password typed goes when the dialog closes. */
function ConfirmDialogBody({
  title,
  description,
  confirmLabel,
  confirmVariant = "destructive",
  busy,
  session,
  onConfirm,
  onCancel,
}: Omit<ConfirmDialogProps, "open" | "onOpenChange"> & { onCancel: () => void }) {
  const step = usePasswordConfirmation(session);
  const working = busy || step.checking;
  const confirm = () => step.confirm(onConfirm);
  return (
    <>
      <DialogHeader>
        <DialogTitle>{title}</DialogTitle>
        <DialogDescription asChild>
          <div className="space-y-2 text-sm leading-relaxed">{description}</div>
        </DialogDescription>
      </DialogHeader>
      <PasswordStepField step={step} onSubmit={working ? undefined : confirm} />
      <DialogFooter>
        <Button data-first-focus type="button" variant="outline" onClick={onCancel} disabled={busy}>
          Cancel
        </Button>
        <Button type="button" variant={confirmVariant} onClick={confirm} disabled={working}>
          {step.checking ? "Checking…" : busy ? "Working…" : confirmLabel}
        </Button>
      </DialogFooter>
    </>
  );
}
