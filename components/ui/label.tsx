import * as React from "react";

import { cx } from "@/lib/cx";

/**
 * A native <label>. (Radix Label only adds double-click selection prevention, and would make
 * every label a client component.)
 */
export function Label({ className, ...props }: React.ComponentProps<"label">) {
  return (
    <label
      data-slot="label"
      className={cx(
        "flex items-center gap-1.5 text-sm font-medium leading-snug text-foreground select-none",
        "group-data-[disabled=true]:opacity-50 peer-disabled:cursor-not-allowed peer-disabled:opacity-50",
        className,
      )}
      {...props}
    />
  );
}
