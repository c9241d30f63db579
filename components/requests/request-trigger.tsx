"use client";

import { lazy, Suspense, useState, type ReactNode } from "react";
import type { RequestKind } from "@/lib/schemas/request";

// The dialog, its form code and zod load when the button is first pressed.
const RequestDialog = lazy(() => import("./request-dialog"));

type RequestTriggerProps = {
  kind: RequestKind;
  subject: string;
  /** The button's classes, computed by the caller (RequestButton does it on the server). */
  className: string;
  children: ReactNode;
};

/**
 * The client half of RequestButton: a plain <button> (no Button component, so no cn() or
 * tailwind-merge on the content pages that show it) opening the lazily loaded request dialog.
 */
export function RequestTrigger({ kind, subject, className, children }: RequestTriggerProps) {
  const [open, setOpen] = useState(false);
  const [mounted, setMounted] = useState(false);

  return (
    <>
      <button
        type="button"
        data-slot="button"
        aria-haspopup="dialog"
        className={className}
        onClick={() => {
          setMounted(true);
          setOpen(true);
        }}
      >
        {children}
      </button>
      {mounted ? (
        <Suspense fallback={null}>
          <RequestDialog kind={kind} subject={subject} open={open} onOpenChange={setOpen} />
        </Suspense>
      ) : null}
    </>
  );
}
