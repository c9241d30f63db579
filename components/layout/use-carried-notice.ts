"use client";

import { useEffect } from "react";
import { toast } from "@/components/ui/use-toast";
import { takeCarriedNotice } from "@/lib/notices/take-carried-notice";

/**
 * Shows, once, the notice an action carried to this page before a full page load (lib/notices).
 * Called by the pages such an action ends on (a contract made in this browser: contract-route.tsx),
 * not by the layout, so no other page ships it.
 */
export function useCarriedNotice(): void {
  useEffect(() => {
    const notice = takeCarriedNotice(window.location.pathname);
    if (notice) toast(notice);
  }, []);
}
