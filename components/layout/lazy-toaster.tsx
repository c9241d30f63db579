"use client";

import { Suspense, useState } from "react";
import { useToast } from "@/components/ui/use-toast";
import { lazyLayoutPart } from "./lazy-with-fallback";

// The Radix toast code loads with the first toast, not with every page. (lazyLayoutPart: React.lazy with
// retries, rather than next/dynamic: the latter adds its loader code to every page.)
const Toaster = lazyLayoutPart(
  () => import("@/components/ui/toaster"),
  (module) => module.Toaster,
);

/** Mounts the toaster once anything asks for a toast, and keeps it mounted from then on. */
export function LazyToaster() {
  const { toasts } = useToast();
  const [needed, setNeeded] = useState(false);
  if (toasts.length > 0 && !needed) setNeeded(true);
  return needed ? (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  ) : null;
}
