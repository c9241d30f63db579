import * as React from "react";

import { cn } from "@/lib/utils";

/**
 * The small spaced capitals above a heading ("Featured", "Contract #0001"): gold ink on light
 * sections, `tone="light"` (pale gold) on dark ones. Margins and `tabular` come from the caller.
 */
export function Eyebrow({ tone = "ink", className, ...props }: React.ComponentProps<"p"> & { tone?: "ink" | "light" }) {
  return (
    <p
      data-slot="eyebrow"
      className={cn("text-xs font-medium caps-wider", tone === "light" ? "text-gold-light" : "text-gold-ink", className)}
      {...props}
    />
  );
}
