import * as React from "react";
import { Slot } from "@radix-ui/react-slot";
import { cva, type VariantProps } from "class-variance-authority";

import { cn } from "@/lib/utils";

/** Shared focus ring: a box-shadow ring plus a transparent outline that forced-colours mode paints. */
export const focusRing =
  "outline-hidden focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background";

export const buttonVariants = cva(
  [
    "inline-flex shrink-0 cursor-pointer items-center justify-center gap-2 whitespace-nowrap rounded-md border",
    "font-sans font-medium uppercase tracking-[0.14em] transition-colors duration-200 select-none",
    "disabled:pointer-events-none disabled:cursor-not-allowed disabled:opacity-50 aria-disabled:pointer-events-none aria-disabled:opacity-50",
    "[&_svg]:pointer-events-none [&_svg]:shrink-0 [&_svg:not([class*='size-'])]:size-4",
    focusRing,
  ],
  {
    variants: {
      variant: {
        // Each variant sets its own border colour: with buttonVariants() alone (no cn() to merge), a
        // transparent border in the base would compete with the outline variant's and could win.
        default: "border-transparent bg-primary text-primary-foreground shadow-soft hover:bg-primary/90",
        gold: "border-transparent bg-accent text-accent-foreground shadow-soft hover:bg-gold-light",
        outline: "border-foreground/45 bg-transparent text-foreground hover:border-foreground/70 hover:bg-secondary",
        secondary: "border-transparent bg-secondary text-secondary-foreground hover:bg-secondary/70",
        ghost: "border-transparent bg-transparent text-foreground hover:bg-secondary",
        link: "border-transparent bg-transparent text-gold-ink normal-case tracking-normal underline decoration-1 underline-offset-4 hover:decoration-2",
        destructive: "border-transparent bg-destructive text-destructive-foreground shadow-soft hover:bg-destructive/90",
      },
      size: {
        sm: "min-h-9 px-3 text-xs",
        default: "min-h-11 px-5 text-xs",
        lg: "min-h-12 px-7 text-sm",
        icon: "size-11 p-0",
      },
    },
    compoundVariants: [{ variant: "link", className: "px-0 text-sm" }],
    defaultVariants: { variant: "default", size: "default" },
  },
);

export type ButtonProps = React.ComponentProps<"button"> &
  VariantProps<typeof buttonVariants> & {
    /** Render the single child element (e.g. a Next `Link`) with the button's styles. */
    asChild?: boolean;
  };

export function Button({ className, variant, size, asChild = false, ...props }: ButtonProps) {
  const Comp = asChild ? Slot : "button";
  return (
    <Comp
      data-slot="button"
      data-variant={variant ?? "default"}
      className={cn(buttonVariants({ variant, size }), className)}
      {...props}
    />
  );
}
