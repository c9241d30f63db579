import * as React from "react";
import { Slot } from "@radix-ui/react-slot";

import { cn } from "@/lib/utils";

/**
 * Text for screen readers only. Clipped with `sr-only` (never `display: none`), so it stays in the
 * accessibility tree. `focusable` reveals it on focus, for skip links.
 */
export function VisuallyHidden({
  className,
  asChild = false,
  focusable = false,
  ...props
}: React.ComponentProps<"span"> & { asChild?: boolean; focusable?: boolean }) {
  const Comp = asChild ? Slot : "span";
  return (
    <Comp
      data-slot="visually-hidden"
      className={cn("sr-only", focusable && "focus:not-sr-only focus-visible:not-sr-only", className)}
      {...props}
    />
  );
}
