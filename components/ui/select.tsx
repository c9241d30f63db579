"use client";

import * as React from "react";
import * as SelectPrimitive from "@radix-ui/react-select";

import { cn } from "@/lib/utils";
import { CheckIcon } from "@/components/ui/icons/check";
import { ChevronDownIcon } from "@/components/ui/icons/chevron-down";
import { ChevronUpIcon } from "@/components/ui/icons/chevron-up";

/*
 * The trigger is a <button role="combobox">: give it a name with <Label htmlFor={id}> plus the same
 * `id` on SelectTrigger, or an `aria-label`. Every id/aria-* prop is forwarded to the button, so
 * FormControl's aria-invalid and aria-describedby land on it too.
 */

/*
 * While the list is open Radix hides the rest of the page with aria-hidden (marking each element it
 * hid with data-aria-hidden) and traps focus, but leaves that page in the tab order; axe excuses
 * that only under role="dialog" and reports aria-hidden-focus for a listbox. Making exactly those
 * elements inert until the list closes says the same thing in a way axe accepts.
 */
function useInertWhileOpen(open: boolean) {
  React.useEffect(() => {
    if (!open) return;
    const made = new Set<HTMLElement>();
    // Radix applies aria-hidden a render after opening, so watch for it rather than look once.
    const apply = () =>
      document.querySelectorAll<HTMLElement>('[data-aria-hidden="true"]:not([inert]):not([data-radix-focus-guard])').forEach((element) => {
        element.inert = true;
        made.add(element);
      });
    apply();
    const observer = new MutationObserver(apply);
    observer.observe(document.body, { subtree: true, attributeFilter: ["data-aria-hidden"] });
    return () => {
      observer.disconnect();
      made.forEach((element) => (element.inert = false));
    };
  }, [open]);
}

export function Select({ onOpenChange, ...props }: React.ComponentProps<typeof SelectPrimitive.Root>) {
  const [uncontrolledOpen, setUncontrolledOpen] = React.useState(props.defaultOpen ?? false);
  useInertWhileOpen(props.open ?? uncontrolledOpen);
  return (
    <SelectPrimitive.Root
      data-slot="select"
      onOpenChange={(open) => {
        setUncontrolledOpen(open);
        onOpenChange?.(open);
      }}
      {...props}
    />
  );
}

export function SelectGroup(props: React.ComponentProps<typeof SelectPrimitive.Group>) {
  return <SelectPrimitive.Group data-slot="select-group" {...props} />;
}

export function SelectValue(props: React.ComponentProps<typeof SelectPrimitive.Value>) {
  return <SelectPrimitive.Value data-slot="select-value" {...props} />;
}

export function SelectTrigger({
  className,
  children,
  size = "default",
  ...props
}: React.ComponentProps<typeof SelectPrimitive.Trigger> & { size?: "sm" | "default" }) {
  return (
    <SelectPrimitive.Trigger
      data-slot="select-trigger"
      data-size={size}
      className={cn(
        "flex w-full cursor-pointer items-center justify-between gap-2 rounded-md border border-muted-foreground/70 bg-card px-3 text-left text-base text-card-foreground md:text-sm",
        "data-[size=default]:min-h-11 data-[size=sm]:min-h-9 transition-[color,box-shadow,border-color] duration-200",
        "outline-hidden focus-visible:border-ring focus-visible:ring-2 focus-visible:ring-ring",
        "aria-invalid:border-destructive aria-invalid:inset-ring-1 aria-invalid:inset-ring-destructive aria-invalid:focus-visible:ring-destructive",
        "data-[placeholder]:text-muted-foreground disabled:cursor-not-allowed disabled:opacity-50",
        "*:data-[slot=select-value]:line-clamp-1 *:data-[slot=select-value]:flex *:data-[slot=select-value]:items-center",
        className,
      )}
      {...props}
    >
      {children}
      <SelectPrimitive.Icon asChild>
        <ChevronDownIcon className="size-4 text-muted-foreground" />
      </SelectPrimitive.Icon>
    </SelectPrimitive.Trigger>
  );
}

export function SelectContent({
  className,
  children,
  position = "popper",
  ...props
}: React.ComponentProps<typeof SelectPrimitive.Content>) {
  return (
    <SelectPrimitive.Portal>
      <SelectPrimitive.Content
        data-slot="select-content"
        position={position}
        className={cn(
          "relative z-50 min-w-[8rem] overflow-hidden rounded-md border border-border bg-popover text-popover-foreground shadow-lift",
          "max-h-(--radix-select-content-available-height) origin-(--radix-select-content-transform-origin)",
          "data-[state=open]:animate-fade-in",
          position === "popper" && "data-[side=bottom]:translate-y-1 data-[side=top]:-translate-y-1",
          className,
        )}
        {...props}
      >
        <SelectPrimitive.ScrollUpButton
          data-slot="select-scroll-up-button"
          className="flex cursor-default items-center justify-center py-1 text-muted-foreground"
        >
          <ChevronUpIcon />
        </SelectPrimitive.ScrollUpButton>
        <SelectPrimitive.Viewport
          className={cn(
            "p-1",
            position === "popper" && "h-(--radix-select-trigger-height) w-full min-w-(--radix-select-trigger-width) scroll-my-1",
          )}
        >
          {children}
        </SelectPrimitive.Viewport>
        <SelectPrimitive.ScrollDownButton
          data-slot="select-scroll-down-button"
          className="flex cursor-default items-center justify-center py-1 text-muted-foreground"
        >
          <ChevronDownIcon />
        </SelectPrimitive.ScrollDownButton>
      </SelectPrimitive.Content>
    </SelectPrimitive.Portal>
  );
}

export function SelectLabel({ className, ...props }: React.ComponentProps<typeof SelectPrimitive.Label>) {
  return (
    <SelectPrimitive.Label
      data-slot="select-label"
      className={cn("px-3 pt-2 pb-1 text-xs font-medium caps text-muted-foreground", className)}
      {...props}
    />
  );
}

export function SelectItem({ className, children, ...props }: React.ComponentProps<typeof SelectPrimitive.Item>) {
  return (
    <SelectPrimitive.Item
      data-slot="select-item"
      className={cn(
        "relative flex min-h-11 w-full cursor-pointer items-center gap-2 rounded-sm py-2 pr-9 pl-3 text-sm outline-hidden select-none md:min-h-9",
        "focus:bg-secondary focus:text-secondary-foreground data-[state=checked]:font-medium",
        "data-[disabled]:pointer-events-none data-[disabled]:opacity-50",
        className,
      )}
      {...props}
    >
      <SelectPrimitive.ItemText>{children}</SelectPrimitive.ItemText>
      <span className="absolute right-3 flex size-4 items-center justify-center">
        <SelectPrimitive.ItemIndicator>
          <CheckIcon className="text-gold-ink" />
        </SelectPrimitive.ItemIndicator>
      </span>
    </SelectPrimitive.Item>
  );
}

export function SelectSeparator({ className, ...props }: React.ComponentProps<typeof SelectPrimitive.Separator>) {
  return (
    <SelectPrimitive.Separator
      data-slot="select-separator"
      className={cn("pointer-events-none -mx-1 my-1 h-px bg-border", className)}
      {...props}
    />
  );
}
