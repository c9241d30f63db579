"use client";

import { lazy, Suspense, useState } from "react";
import type { ButtonProps } from "@/components/ui/button";
import { buttonVariants } from "@/components/ui/button-variants";
import type { RequestKind } from "@/lib/schemas/request";

// The dialog, its form code and zod load when the button is first pressed.
const RequestDialog = lazy(() => import("./request-dialog"));

type RequestButtonProps = {
  kind: RequestKind;
  /** What the request is about, e.g. "Aman Miami Beach" or "Residence 3A, Aman Miami Beach". */
  subject: string;
  children: React.ReactNode;
} & Pick<ButtonProps, "variant" | "size" | "className">;

/** A button that opens the validated request form of its kind, saved to the browser store. */
export function RequestButton({ kind, subject, children, variant, size, className }: RequestButtonProps) {
  const [open, setOpen] = useState(false);
  const [mounted, setMounted] = useState(false);

  return (
    <>
      {/* A plain <button> with the Button styles: <Button> merges classes with cn(), whose
          tailwind-merge (~7 kB gzip) would otherwise ship with every page that offers a request. */}
      <button
        type="button"
        data-slot="button"
        aria-haspopup="dialog"
        className={buttonVariants({ variant, size, className })}
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
