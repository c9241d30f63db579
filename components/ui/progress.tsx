"use client";

import * as React from "react";
import * as ProgressPrimitive from "@radix-ui/react-progress";

import { cn } from "@/lib/utils";

/**
 * role="progressbar" with aria-valuenow/min/max from `value`/`max` (Radix). A progressbar needs a
 * name, so the types require `aria-label` or `aria-labelledby`. `getValueLabel` sets aria-valuetext, e.g. "Step 2 of 5".
 * Omit `value` (or pass null) for an indeterminate bar.
 */
export function Progress({
  className,
  indicatorClassName,
  value,
  max = 100,
  ...props
}: React.ComponentProps<typeof ProgressPrimitive.Root> & {
  indicatorClassName?: string;
} & ({ "aria-label": string } | { "aria-labelledby": string })) {
  const percent = value == null ? null : Math.min(100, Math.max(0, (value / max) * 100));
  return (
    <ProgressPrimitive.Root
      data-slot="progress"
      value={value}
      max={max}
      className={cn("relative h-1.5 w-full overflow-hidden rounded-full bg-muted", className)}
      {...props}
    >
      <ProgressPrimitive.Indicator
        data-slot="progress-indicator"
        className={cn(
          "h-full w-full flex-1 rounded-full bg-gold-ink transition-transform duration-300 ease-out",
          percent === null && "w-1/3 animate-pulse",
          indicatorClassName,
        )}
        style={percent === null ? undefined : { transform: `translateX(-${100 - percent}%)` }}
      />
    </ProgressPrimitive.Root>
  );
}
