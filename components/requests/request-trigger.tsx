"use client";

import { Suspense, useRef, type ReactNode } from "react";
import { useLazyDialog } from "@/components/ui/use-lazy-dialog";
import type { RequestKind } from "@/lib/schemas/request";
import { lazyPart } from "@/components/layout/lazy-part";

// The dialog, its form code and zod load when the button is first pressed.
const loadDialog = () => import("./request-dialog");
const RequestDialog = lazyPart(loadDialog, (module) => module.default);

type RequestTriggerProps = {
  kind: RequestKind;
  subject: string;
  /** The button's classes, computed by RequestButton. */
  className: string;
  children: ReactNode;
};

/**
 * The client half of RequestButton: a plain <button> with the classes RequestButton made on the
 * server (so the content pages that show it ship no button variants), opening the lazily loaded
 * request dialog, which hands focus back to this button when it closes.
 */
export function RequestTrigger({ kind, subject, className, children }: RequestTriggerProps) {
  const dialog = useLazyDialog(loadDialog);
  const buttonRef = useRef<HTMLButtonElement>(null);

  return (
    <>
      <button ref={buttonRef} type="button" data-slot="button" className={className} {...dialog.triggerProps} onClick={dialog.show}>
        {children}
      </button>
      {dialog.mounted ? (
        <Suspense fallback={dialog.fallback}>
          <RequestDialog kind={kind} subject={subject} open={dialog.open} onOpenChange={dialog.setOpen} returnFocusRef={buttonRef} />
        </Suspense>
      ) : null}
    </>
  );
}
