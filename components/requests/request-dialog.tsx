"use client";

import { useState } from "react";
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
};

/** The request form in a dialog; after saving it shows what was received. */
export default function RequestDialog({ kind, subject, open, onOpenChange }: RequestDialogProps) {
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
      <DialogContent className="sm:max-w-xl">
        <DialogHeader>
          <DialogTitle>{saved ? "Request received" : copy.title}</DialogTitle>
          <DialogDescription>{saved ? `Your ${kind === "listing" ? "listing request" : `${kind} request`} for ${subject} is saved.` : copy.description(subject)}</DialogDescription>
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
