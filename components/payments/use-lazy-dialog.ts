"use client";

import { useState } from "react";

/**
 * Open state for a dialog whose code loads on the first press: `mounted` turns true on the first
 * open and stays true, so the lazy module is fetched once and the dialog can animate closed.
 */
export function useLazyDialog() {
  const [open, setOpen] = useState(false);
  const [mounted, setMounted] = useState(false);
  return {
    open,
    mounted,
    setOpen,
    show: () => {
      setMounted(true);
      setOpen(true);
    },
  };
}
