"use client";

import * as React from "react";
import * as ToggleGroupPrimitive from "@radix-ui/react-toggle-group";
import { cva, type VariantProps } from "class-variance-authority";

import { cn } from "@/lib/utils";

/*
 * Accessibility (Radix): type="single" renders role="radiogroup" with role="radio" items carrying
 * aria-checked (arrow keys move focus, Space/Enter selects); type="multiple" renders role="toolbar"
 * with <button aria-pressed> items. Either way give the group an `aria-label` (or
 * aria-labelledby), and give icon-only items an `aria-label`.
 */

export const toggleVariants = cva(
  [
    "inline-flex shrink-0 cursor-pointer items-center justify-center gap-2 whitespace-nowrap rounded-md",
    "text-xs font-medium uppercase tracking-[0.14em] text-muted-foreground transition-colors duration-200",
    "hover:bg-secondary hover:text-foreground data-[state=on]:bg-primary data-[state=on]:text-primary-foreground",
    "outline-hidden focus-visible:relative focus-visible:z-10 focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background",
    "disabled:pointer-events-none disabled:opacity-50 [&_svg]:pointer-events-none [&_svg:not([class*='size-'])]:size-4",
  ],
  {
    variants: {
      variant: {
        default: "bg-transparent",
        outline: "border border-foreground/25 bg-transparent data-[state=on]:border-primary",
      },
      size: {
        sm: "min-h-9 min-w-9 px-2.5",
        default: "min-h-11 min-w-11 px-4",
      },
    },
    defaultVariants: { variant: "default", size: "default" },
  },
);

type ToggleVariantProps = VariantProps<typeof toggleVariants>;

const ToggleGroupContext = React.createContext<ToggleVariantProps>({ variant: "default", size: "default" });

export function ToggleGroup({
  className,
  variant,
  size,
  children,
  ...props
}: React.ComponentProps<typeof ToggleGroupPrimitive.Root> & ToggleVariantProps) {
  return (
    <ToggleGroupPrimitive.Root
      data-slot="toggle-group"
      data-variant={variant ?? "default"}
      data-size={size ?? "default"}
      className={cn(
        "inline-flex w-fit items-center gap-1 rounded-md border border-border bg-card p-1",
        className,
      )}
      {...props}
    >
      <ToggleGroupContext.Provider value={{ variant, size }}>{children}</ToggleGroupContext.Provider>
    </ToggleGroupPrimitive.Root>
  );
}

export function ToggleGroupItem({
  className,
  variant,
  size,
  ...props
}: React.ComponentProps<typeof ToggleGroupPrimitive.Item> & ToggleVariantProps) {
  const context = React.useContext(ToggleGroupContext);
  return (
    <ToggleGroupPrimitive.Item
      data-slot="toggle-group-item"
      className={cn(
        toggleVariants({ variant: context.variant ?? variant, size: context.size ?? size }),
        className,
      )}
      {...props}
    />
  );
}
