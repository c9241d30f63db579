"use client";

import * as React from "react";
import * as ToastPrimitive from "@radix-ui/react-toast";
import { cva, type VariantProps } from "class-variance-authority";

import { cn } from "@/lib/utils";
import { XIcon } from "@/components/ui/icons/x";

/*
 * Styled Radix toast parts. Most code should not use these directly: call `toast()` from
 * `use-toast.ts` and mount <Toaster /> once. Radix announces each toast in a live region
 * (type="foreground" is assertive, "background" polite), pauses the timer on hover and focus,
 * and F8 moves focus to the viewport.
 */

export const ToastProvider = ToastPrimitive.Provider;

export function ToastViewport({ className, ...props }: React.ComponentProps<typeof ToastPrimitive.Viewport>) {
  return (
    <ToastPrimitive.Viewport
      data-slot="toast-viewport"
      className={cn(
        // Phone: across the top, newest first. Desktop: bottom-right corner, newest nearest the corner.
        "fixed inset-x-0 top-0 z-[100] flex max-h-dvh w-full flex-col-reverse gap-2 p-3 outline-hidden",
        "sm:inset-x-auto sm:top-auto sm:right-0 sm:bottom-0 sm:max-w-sm sm:flex-col sm:p-6",
        className,
      )}
      {...props}
    />
  );
}

export const toastVariants = cva(
  [
    "group pointer-events-auto relative flex w-full items-start gap-3 overflow-hidden rounded-md border p-4 pr-12 shadow-lift",
    "data-[state=open]:animate-slide-in data-[state=closed]:animate-fade-out data-[swipe=end]:animate-fade-out",
    "data-[swipe=move]:translate-x-(--radix-toast-swipe-move-x) data-[swipe=cancel]:translate-x-0 data-[swipe=cancel]:transition-[translate]",
    "outline-hidden focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background",
  ],
  {
    variants: {
      variant: {
        default: "border-border bg-popover text-popover-foreground",
        destructive: "border-destructive bg-destructive text-destructive-foreground",
        success: "border-success bg-success text-success-foreground",
      },
    },
    defaultVariants: { variant: "default" },
  },
);

export type ToastVariant = NonNullable<VariantProps<typeof toastVariants>["variant"]>;

export function Toast({
  className,
  variant,
  ...props
}: React.ComponentProps<typeof ToastPrimitive.Root> & VariantProps<typeof toastVariants>) {
  return (
    <ToastPrimitive.Root
      data-slot="toast"
      data-variant={variant ?? "default"}
      className={cn(toastVariants({ variant }), className)}
      {...props}
    />
  );
}

export function ToastTitle({ className, ...props }: React.ComponentProps<typeof ToastPrimitive.Title>) {
  return <ToastPrimitive.Title data-slot="toast-title" className={cn("text-sm font-semibold leading-snug", className)} {...props} />;
}

export function ToastDescription({ className, ...props }: React.ComponentProps<typeof ToastPrimitive.Description>) {
  return (
    <ToastPrimitive.Description data-slot="toast-description" className={cn("text-sm leading-snug opacity-95", className)} {...props} />
  );
}

/** Controls sit on coloured toasts too, so their ring and border follow the text colour. */
const toastControl =
  "outline-hidden focus-visible:ring-2 focus-visible:ring-current focus-visible:ring-offset-1 focus-visible:ring-offset-transparent";

export function ToastClose({ className, ...props }: React.ComponentProps<typeof ToastPrimitive.Close>) {
  return (
    <ToastPrimitive.Close
      data-slot="toast-close"
      aria-label="Dismiss"
      className={cn(
        "absolute top-1 right-1 inline-flex size-11 cursor-pointer items-center justify-center rounded-md opacity-80 transition-opacity duration-200 hover:opacity-100",
        toastControl,
        className,
      )}
      {...props}
    >
      <XIcon className="size-4" />
    </ToastPrimitive.Close>
  );
}

export function ToastAction({ className, ...props }: React.ComponentProps<typeof ToastPrimitive.Action>) {
  return (
    <ToastPrimitive.Action
      data-slot="toast-action"
      className={cn(
        "inline-flex min-h-9 shrink-0 cursor-pointer items-center justify-center rounded-md border border-current/40 bg-transparent px-3",
        "text-xs font-medium caps transition-colors duration-200 hover:bg-current/10",
        "disabled:pointer-events-none disabled:opacity-50",
        toastControl,
        className,
      )}
      {...props}
    />
  );
}

export type ToastActionElement = React.ReactElement<React.ComponentProps<typeof ToastAction>>;
