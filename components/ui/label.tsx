import * as React from "react";
import { cva, type VariantProps } from "class-variance-authority";

import { cn } from "@/lib/utils";

/*
 * A native <label>. (Radix Label only adds double-click selection prevention, and would make
 * every label a client component.) `variant`: a field's name (default), an option beside its
 * checkbox or radio (plain weight), or the small capitals of a search filter.
 */
export const labelVariants = cva(
  [
    "flex items-center gap-1.5 leading-snug text-foreground select-none",
    "group-data-[disabled=true]:opacity-50 peer-disabled:cursor-not-allowed peer-disabled:opacity-50",
  ],
  {
    variants: {
      variant: {
        default: "text-sm font-medium",
        option: "text-sm font-normal",
        caps: "text-xs font-medium caps",
      },
    },
    defaultVariants: { variant: "default" },
  },
);

export function Label({ className, variant, ...props }: React.ComponentProps<"label"> & VariantProps<typeof labelVariants>) {
  return <label data-slot="label" className={cn(labelVariants({ variant }), className)} {...props} />;
}

/** The mark after a required field's name: a gold star, and "(required)" for screen readers. */
export function RequiredMark() {
  return (
    <>
      <span aria-hidden="true" className="text-gold-ink">
        *
      </span>
      <span className="sr-only">(required)</span>
    </>
  );
}
