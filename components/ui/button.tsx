import * as React from "react";
import { cva, type VariantProps } from "class-variance-authority";

/*
 * The button's look: "buttonVariants({ variant, size, lettering, wrap, className })" for a native
 * <button> or a Link, and <Button> for the common case. Classes are joined, not merged (cn() is
 * clsx), so each class belongs to exactly one list and nothing a caller needs is an override: the
 * border colour sits in the variants, the link variant takes the place of the size's padding and
 * text and has no small caps (it reads as text), a label in plain case (a file name) is
 * "lettering: "plain"", and a label that may wrap is "wrap". Pass classes that add (margins,
 * width, grid placement), never ones that fight these.
 * No Radix Slot: a link styled as a button is a Link with "className={buttonVariants(…)}".
 */

/** Shared focus ring: a box-shadow ring plus a transparent outline that forced-colours mode paints. */
export const focusRing =
  "outline-hidden focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background";

const sizes = {
  sm: "min-h-9 px-3 text-xs",
  /** As narrow as sm, as tall as a tap target (44px). */
  compact: "min-h-11 px-3 text-xs",
  default: "min-h-11 px-5 text-xs",
  lg: "min-h-12 px-7 text-sm",
  icon: "size-11 p-0",
} as const;

/** Every variant but link, which reads as text: they take a size and small caps. */
const lettered = ["default", "gold", "outline", "secondary", "ghost", "ghost-destructive", "destructive"] as const;

export const buttonVariants = cva(
  [
    "inline-flex shrink-0 cursor-pointer items-center justify-center gap-2 rounded-md border",
    "font-sans font-medium transition-colors duration-200 select-none",
    "disabled:pointer-events-none disabled:cursor-not-allowed disabled:opacity-50 aria-disabled:pointer-events-none aria-disabled:opacity-50",
    "[&_svg]:pointer-events-none [&_svg]:shrink-0 [&_svg:not([class*='size-'])]:size-4",
    focusRing,
  ],
  {
    variants: {
      variant: {
        default: "border-transparent bg-primary text-primary-foreground shadow-soft hover:bg-primary/90",
        gold: "border-transparent bg-accent text-accent-foreground shadow-soft hover:bg-gold-light",
        outline: "border-foreground/45 bg-transparent text-foreground hover:border-foreground/70 hover:bg-secondary",
        secondary: "border-transparent bg-secondary text-secondary-foreground hover:bg-secondary/70",
        ghost: "border-transparent bg-transparent text-foreground hover:bg-secondary",
        /** Ghost lettering in the destructive colour (Cancel contract). */
        "ghost-destructive": "border-transparent bg-transparent text-destructive hover:bg-secondary",
        link: "border-transparent bg-transparent text-gold-ink underline decoration-1 underline-offset-4 hover:decoration-2",
        destructive: "border-transparent bg-destructive text-destructive-foreground shadow-soft hover:bg-destructive/90",
      },
      // The size's classes come from the compound variants below: the link variant replaces them.
      size: { sm: "", compact: "", default: "", lg: "", icon: "" },
      /** Small caps for every variant but link; "plain" keeps the label's own case (a file name). */
      lettering: { caps: "", plain: "" },
      /** A label that may run to two lines (a long brand name on a phone): the height follows it. */
      wrap: { false: "whitespace-nowrap", true: "h-auto max-w-full py-3 text-center whitespace-normal" },
    },
    compoundVariants: [
      ...Object.entries(sizes).map(([size, classes]) => ({
        variant: [...lettered],
        size: size as keyof typeof sizes,
        class: classes,
      })),
      { variant: "link", class: "px-0 text-sm" },
      { variant: [...lettered], lettering: "caps", class: "caps" },
    ],
    defaultVariants: { variant: "default", size: "default", lettering: "caps", wrap: false },
  },
);

export type ButtonStyleProps = VariantProps<typeof buttonVariants> & { className?: string };

export type ButtonProps = React.ComponentProps<"button"> & Omit<ButtonStyleProps, "className">;

export function Button({ className, variant, size, lettering, wrap, ...props }: ButtonProps) {
  return (
    <button
      data-slot="button"
      data-variant={variant ?? "default"}
      className={buttonVariants({ variant, size, lettering, wrap, className })}
      {...props}
    />
  );
}
