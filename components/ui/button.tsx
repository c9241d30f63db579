import * as React from "react";
import { Slot } from "@radix-ui/react-slot";

import { cn } from "@/lib/utils";
import { buttonClasses, type ButtonSize, type ButtonVariant } from "./button-classes";

export { focusRing } from "./button-classes";

export type ButtonStyleProps = { variant?: ButtonVariant | null; size?: ButtonSize | null; className?: string };

/**
 * The button's classes, merged with the caller's by tailwind-merge (a className may override the
 * variant's). Client code on first-load-sensitive pages uses button-variants.ts or
 * button-classes.ts instead, which append without merging.
 */
export function buttonVariants({ variant, size, className }: ButtonStyleProps = {}): string {
  return cn(buttonClasses({ variant: variant ?? undefined, size: size ?? undefined }), className);
}

export type ButtonProps = React.ComponentProps<"button"> &
  Omit<ButtonStyleProps, "className"> & {
    /** Render the single child element (e.g. a Next `Link`) with the button's styles. */
    asChild?: boolean;
  };

export function Button({ className, variant, size, asChild = false, ...props }: ButtonProps) {
  const Comp = asChild ? Slot : "button";
  return (
    <Comp
      data-slot="button"
      data-variant={variant ?? "default"}
      className={buttonVariants({ variant, size, className })}
      {...props}
    />
  );
}
