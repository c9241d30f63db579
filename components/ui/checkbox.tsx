"use client";

import * as React from "react";
import * as CheckboxPrimitive from "@radix-ui/react-checkbox";

import { cn } from "@/lib/utils";
import { CheckIcon } from "@/components/ui/icons/check";
import { MinusIcon } from "@/components/ui/icons/minus";

/**
 * A 20px box inside a 44px hit area (the `before:` pseudo-element), so a tap just outside the box
 * still toggles it. Name it with <Label htmlFor={id}> or an `aria-label`.
 */
export function Checkbox({ className, ...props }: React.ComponentProps<typeof CheckboxPrimitive.Root>) {
  return (
    <CheckboxPrimitive.Root
      data-slot="checkbox"
      className={cn(
        "peer relative size-5 shrink-0 cursor-pointer rounded-sm border border-muted-foreground/70 bg-card text-primary-foreground transition-colors duration-200",
        "before:absolute before:-inset-3 before:content-['']",
        "outline-hidden focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background",
        "data-[state=checked]:border-primary data-[state=checked]:bg-primary data-[state=indeterminate]:border-primary data-[state=indeterminate]:bg-primary",
        "aria-invalid:border-destructive aria-invalid:inset-ring-1 aria-invalid:inset-ring-destructive",
        "disabled:cursor-not-allowed disabled:opacity-50",
        className,
      )}
      {...props}
    >
      <CheckboxPrimitive.Indicator data-slot="checkbox-indicator" className="group flex items-center justify-center text-current">
        <CheckIcon strokeWidth={2.5} className="size-3.5 group-data-[state=indeterminate]:hidden" />
        <MinusIcon strokeWidth={2.5} className="hidden size-3.5 group-data-[state=indeterminate]:block" />
      </CheckboxPrimitive.Indicator>
    </CheckboxPrimitive.Root>
  );
}
