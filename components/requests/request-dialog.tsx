"use client";

import { useState, type RefObject } from "react";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import type { Request, RequestKind } from "@/lib/schemas/request";
import { requestCopy } from "./request-kinds";
import { RequestForm } from "./request-form";
import { RequestReceived } from "./request-received";

type RequestDialogProps = {
  kind: RequestKind;
  subject: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /**
   * Where focus goes when the dialog closes. Radix returns it to a DialogTrigger, and the
   * lazily loaded dialog has none, so without this focus would fall to the page's start.
   */
  returnFocusRef?: RefObject<HTMLElement | null>;
};

/** The request form in a dialog; after saving it shows what was received. */
export default function RequestDialog({ kind, subject, open, onOpenChange, returnFocusRef }: RequestDialogProps) {
  const [saved, setSaved] = useState<Request | null>(null);
  const copy = requestCopy[kind];

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        onOpenChange(next);
        if (!next) setSaved(null);
      }}
    >
      <DialogContent
        className="sm:max-w-xl"
        onCloseAutoFocus={(event) => {
          if (!returnFocusRef?.current) return;
          event.preventDefault();
          returnFocusRef.current.focus();
        }}
      >
        <DialogHeader>
          <DialogTitle>{saved ? "Request received" : copy.title}</DialogTitle>
          <DialogDescription>
            {saved
              ? `Your ${kind === "listing" ? "listing request" : `${kind} request`} for ${subject} is saved.`
              : copy.description(subject)}
          </DialogDescription>
        </DialogHeader>
        {saved ? (
          <RequestReceived request={saved} onClose={() => onOpenChange(false)} />
        ) : (
          <RequestForm kind={kind} subject={subject} submitLabel={copy.submit} onSaved={setSaved} />
        )}
      </DialogContent>
    </Dialog>
  );
}
