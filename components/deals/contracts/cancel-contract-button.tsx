"use client";

import { Suspense, useState } from "react";
import { buttonVariants } from "@/components/ui/button";
import type { Contract } from "@/lib/schemas/contract";
import { lazyPart } from "@/components/layout/lazy-part";

// The confirmation dialog (Radix) loads when the button is first pressed.
const CancelContractDialog = lazyPart(
  () => import("./cancel-contract-dialog"),
  (module) => module.default,
);

/** "Cancel contract" with a confirmation; not offered on completed or cancelled contracts. */
export function CancelContractButton({ contract }: { contract: Contract }) {
  const [mounted, setMounted] = useState(false);
  const [open, setOpen] = useState(false);
  if (contract.status === "completed" || contract.status === "cancelled") return null;
  return (
    <>
      <button
        type="button"
        aria-haspopup="dialog"
        onClick={() => {
          setMounted(true);
          setOpen(true);
        }}
        className={buttonVariants({ variant: "ghost-destructive" })}
      >
        Cancel contract
      </button>
      {mounted ? (
        <Suspense fallback={null}>
          <CancelContractDialog contract={contract} open={open} onOpenChange={setOpen} />
        </Suspense>
      ) : null}
    </>
  );
}
