"use client";

import { lazy, Suspense, useState } from "react";
import { useToast } from "@/components/ui/use-toast";

// The Radix toast code loads with the first toast, not with every page. (React.lazy rather than
// next/dynamic: the latter adds its loader code to every page.)
const Toaster = lazy(() => import("@/components/ui/toaster").then((module) => ({ default: module.Toaster })));

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
