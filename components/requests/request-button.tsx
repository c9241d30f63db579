"use client";

import { lazy, Suspense, useState, type ComponentProps } from "react";
import { Button } from "@/components/ui/button";
import type { RequestKind } from "@/lib/schemas/request";

// The dialog, its form code and zod load when the button is first pressed.
const RequestDialog = lazy(() => import("./request-dialog"));

type RequestButtonProps = {
  kind: RequestKind;
  /** What the request is about, e.g. "Aman Miami Beach" or "Residence 3A, Aman Miami Beach". */
  subject: string;
  children: React.ReactNode;
} & Pick<ComponentProps<typeof Button>, "variant" | "size" | "className">;

/** A button that opens the validated request form of its kind, saved to the browser store. */
export function RequestButton({ kind, subject, children, ...button }: RequestButtonProps) {
  const [open, setOpen] = useState(false);
  const [mounted, setMounted] = useState(false);

  return (
    <>
      <Button
        type="button"
        aria-haspopup="dialog"
        {...button}
        onClick={() => {
          setMounted(true);
          setOpen(true);
        }}
      >
        {children}
      </Button>
      {mounted ? (
        <Suspense fallback={null}>
          <RequestDialog kind={kind} subject={subject} open={open} onOpenChange={setOpen} />
        </Suspense>
      ) : null}
    </>
  );
}
