"use client";

import { lazy, Suspense, useRef, useState, type ReactNode } from "react";
import type { RequestKind } from "@/lib/schemas/request";

// The dialog, its form code and zod load when the button is first pressed.
const RequestDialog = lazy(() => import("./request-dialog"));

type RequestTriggerProps = {
  kind: RequestKind;
  subject: string;
  /** The button's classes, computed by RequestButton. */
  className: string;
  children: ReactNode;
};

/**
 * The client half of RequestButton: a plain <button> (no Button component, so no cn() or
 * tailwind-merge on the content pages that show it) opening the lazily loaded request dialog,
 * which hands focus back to this button when it closes.
 */
export function RequestTrigger({ kind, subject, className, children }: RequestTriggerProps) {
  const [open, setOpen] = useState(false);
  const [mounted, setMounted] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);

  return (
    <>
      <button
        ref={buttonRef}
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
          <RequestDialog kind={kind} subject={subject} open={open} onOpenChange={setOpen} returnFocusRef={buttonRef} />
        </Suspense>
      ) : null}
    </>
  );
}
