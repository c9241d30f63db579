"use client";

import Link from "next/link";
import { Button, buttonVariants } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { formatDateTime } from "@/lib/format";
import { keptWhere } from "@/lib/kept-where";
import { useRecordsLocation, type ApplicationRecord } from "@/lib/store";

type SubmittedDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  application: ApplicationRecord;
  /** These answers had been submitted before (a second click, another tab): this is that application, not a new one. */
  submittedEarlier?: boolean;
  /** Where focus goes on closing (the Submit button that opened it has gone with its form). */
  onCloseAutoFocus?: (event: Event) => void;
};

/** The confirmation after submitting: the spec's words, and what a preview really does with them. */
export default function SubmittedDialog({ open, onOpenChange, application, submittedEarlier, onCloseAutoFocus }: SubmittedDialogProps) {
  const location = useRecordsLocation();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent onCloseAutoFocus={onCloseAutoFocus}>
        <DialogHeader>
          <DialogTitle>Application submitted</DialogTitle>
          <DialogDescription prominent>
            Application submitted successfully! We will review your application and contact you within 5-7 business days.
          </DialogDescription>
        </DialogHeader>
        {submittedEarlier ? (
          <p className="text-sm leading-relaxed">
            These answers had already been submitted, so nothing new was saved: this is that application, submitted once.
          </p>
        ) : null}
        <p className="text-sm leading-relaxed text-muted-foreground">
          In this preview your application is saved {keptWhere(location, "on this device only")}: it is not sent to our team, so no one will
          be in touch about it. You can find it, with your documents, on My activity.
        </p>
        <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 rounded-md border border-border bg-muted/50 p-4 text-sm">
          <dt className="text-muted-foreground">Applicant</dt>
          <dd>
            {application.firstName} {application.lastName}
          </dd>
          <dt className="text-muted-foreground">Submitted</dt>
          <dd>{formatDateTime(application.createdAt)}</dd>
          <dt className="text-muted-foreground">Reference</dt>
          <dd className="tabular break-all">{application.id.slice(0, 8).toUpperCase()}</dd>
        </dl>
        <DialogFooter>
          <Link href="/account" className={buttonVariants({ variant: "outline" })}>
            View My activity
          </Link>
          <Button type="button" onClick={() => onOpenChange(false)}>
            Done
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
