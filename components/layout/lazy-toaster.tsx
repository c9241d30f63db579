"use client";

import { Suspense, useEffect, useState } from "react";
import { toast, useToast } from "@/components/ui/use-toast";
import { CARRIED_NOTICE_KEY } from "@/lib/notices/carried-notice-key";
import { readPreferenceRaw } from "@/lib/store";
import { lazyLayoutPart } from "./lazy-with-fallback";

// The Radix toast code loads with the first toast, not with every page. (lazyLayoutPart: React.lazy with
// retries, rather than next/dynamic: the latter adds its loader code to every page.)
const Toaster = lazyLayoutPart(
  () => import("@/components/ui/toaster"),
  (module) => module.Toaster,
);

/**
 * Mounts the toaster once anything asks for a toast, and keeps it mounted from then on. A notice
 * carried from the previous page (an action that ended here with a full page load) is shown once.
 */
export function LazyToaster() {
  const { toasts } = useToast();
  useEffect(() => {
    // Nearly every page has none: the code that checks one loads only when one is there.
    if (readPreferenceRaw(CARRIED_NOTICE_KEY, { session: true }) === null) return;
    import("@/lib/notices/take-carried-notice").then(
      ({ takeCarriedNotice }) => {
        const notice = takeCarriedNotice(window.location.pathname);
        if (notice) toast(notice);
      },
      // Its code could not be downloaded: the notice waits, and the next page load drops or shows it.
      () => undefined,
    );
  }, []);
  const [needed, setNeeded] = useState(false);
  if (toasts.length > 0 && !needed) setNeeded(true);
  return needed ? (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  ) : null;
}
