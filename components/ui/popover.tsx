"use client";

import * as React from "react";
import * as PopoverPrimitive from "@radix-ui/react-popover";

import { cn } from "@/lib/utils";

export function Popover(props: React.ComponentProps<typeof PopoverPrimitive.Root>) {
  return <PopoverPrimitive.Root data-slot="popover" {...props} />;
}

export function PopoverTrigger(props: React.ComponentProps<typeof PopoverPrimitive.Trigger>) {
  return <PopoverPrimitive.Trigger data-slot="popover-trigger" {...props} />;
}

export function PopoverAnchor(props: React.ComponentProps<typeof PopoverPrimitive.Anchor>) {
  return <PopoverPrimitive.Anchor data-slot="popover-anchor" {...props} />;
}

export function PopoverClose(props: React.ComponentProps<typeof PopoverPrimitive.Close>) {
  return <PopoverPrimitive.Close data-slot="popover-close" {...props} />;
}

/** The content is a role="dialog", so it needs a name: `aria-label` or `aria-labelledby`. */
type PopoverContentProps = React.ComponentProps<typeof PopoverPrimitive.Content> & {
  /** 18rem, or 20rem for a wider note. */
  width?: "default" | "wide";
} & ({ "aria-label": string } | { "aria-labelledby": string });

export function PopoverContent({
  className,
  align = "center",
  sideOffset = 6,
  collisionPadding = 12,
  width = "default",
  ...props
}: PopoverContentProps) {
  return (
    <PopoverPrimitive.Portal>
      <PopoverPrimitive.Content
        data-slot="popover-content"
        align={align}
        sideOffset={sideOffset}
        collisionPadding={collisionPadding}
        className={cn(
          width === "wide" ? "w-80" : "w-72",
          "z-50 max-w-(--radix-popover-content-available-width) origin-(--radix-popover-content-transform-origin)",
          "max-h-(--radix-popover-content-available-height) overflow-y-auto",
          "rounded-md border border-border bg-popover p-4 text-popover-foreground shadow-lift outline-hidden",
          "data-[state=open]:animate-fade-in data-[state=closed]:animate-fade-out",
          className,
        )}
        {...props}
      />
    </PopoverPrimitive.Portal>
  );
}
