"use client";

import { createContext, useCallback, useContext, useEffect, useId, useRef, useState, type ComponentProps, type RefObject } from "react";

import { ChevronDownIcon } from "@/components/ui/icons/chevron-down";
import { cn } from "@/lib/utils";

/*
 * A navigation dropdown built on the WAI-ARIA disclosure pattern: a button with aria-expanded
 * that shows a list of links. It opens on hover after a short delay (mouse only), on click, or
 * with Enter, Space or ArrowDown; Escape closes it and returns focus to the button; it closes
 * when focus or a click moves elsewhere, and when one of its links is followed. Arrow keys move
 * between its links.
 *
 * Why not Radix NavigationMenu: the header ships on every page, and Radix's menu weighs several
 * times this file for the same behaviour.
 */

type MenuContext = {
  open: boolean;
  setOpen: (open: boolean, options?: { focusTrigger?: boolean }) => void;
  triggerRef: RefObject<HTMLButtonElement | null>;
  contentId: string;
};

const DisclosureMenuContext = createContext<MenuContext | null>(null);

function useMenu(): MenuContext {
  const context = useContext(DisclosureMenuContext);
  if (!context) throw new Error("DisclosureMenu parts must be used inside <DisclosureMenu>");
  return context;
}

export function DisclosureMenu({
  className,
  children,
  hoverDelay = 100,
  closeDelay = 150,
  ...props
}: ComponentProps<"div"> & { hoverDelay?: number; closeDelay?: number }) {
  const [open, setOpenState] = useState(false);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const contentId = useId();

  const setOpen = useCallback((next: boolean, options?: { focusTrigger?: boolean }) => {
    clearTimeout(timer.current);
    setOpenState(next);
    if (!next && options?.focusTrigger) triggerRef.current?.focus();
  }, []);

  useEffect(() => () => clearTimeout(timer.current), []);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener("pointerdown", onPointerDown);
    return () => document.removeEventListener("pointerdown", onPointerDown);
  }, [open, setOpen]);

  const schedule = (next: boolean, delay: number) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setOpenState(next), delay);
  };

  return (
    <DisclosureMenuContext.Provider value={{ open, setOpen, triggerRef, contentId }}>
      <div
        ref={rootRef}
        data-slot="disclosure-menu"
        data-state={open ? "open" : "closed"}
        className={cn("relative", className)}
        onPointerEnter={(event) => event.pointerType === "mouse" && schedule(true, hoverDelay)}
        onPointerLeave={(event) => event.pointerType === "mouse" && schedule(false, closeDelay)}
        onBlur={(event) => {
          if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(false);
        }}
        onKeyDown={(event) => {
          if (event.key === "Escape" && open) {
            event.stopPropagation();
            setOpen(false, { focusTrigger: true });
          }
        }}
        {...props}
      >
        {children}
      </div>
    </DisclosureMenuContext.Provider>
  );
}

export function DisclosureMenuTrigger({ className, children, onClick, onKeyDown, ...props }: ComponentProps<"button">) {
  const { open, setOpen, triggerRef, contentId } = useMenu();
  return (
    <button
      ref={triggerRef}
      type="button"
      data-slot="disclosure-menu-trigger"
      data-state={open ? "open" : "closed"}
      aria-expanded={open}
      aria-controls={contentId}
      className={cn("group inline-flex items-center gap-1.5", className)}
      onClick={(event) => {
        onClick?.(event);
        if (!event.defaultPrevented) setOpen(!open);
      }}
      onKeyDown={(event) => {
        onKeyDown?.(event);
        if (event.key === "ArrowDown") {
          event.preventDefault();
          setOpen(true);
          // Wait for the list to be shown before moving focus into it.
          requestAnimationFrame(() => focusableLinks(contentId)[0]?.focus());
        }
      }}
      {...props}
    >
      {children}
      <ChevronDownIcon className="size-3 transition-transform duration-200 group-data-[state=open]:rotate-180" />
    </button>
  );
}

export function DisclosureMenuContent({ className, onClick, onKeyDown, ...props }: ComponentProps<"div">) {
  const { open, setOpen, contentId } = useMenu();
  return (
    <div
      id={contentId}
      data-slot="disclosure-menu-content"
      hidden={!open}
      className={cn(
        "absolute top-full left-0 z-50 mt-2 min-w-56 rounded-md border border-border bg-popover text-popover-foreground shadow-lift animate-fade-in",
        className,
      )}
      onClick={(event) => {
        onClick?.(event);
        // Following one of its links closes the menu (as Radix NavigationMenu does) and puts focus
        // back on its button: otherwise the list stays open over the next page, and closing it by
        // hand would leave keyboard focus on a hidden link. (next/link has already called
        // preventDefault to navigate in the page, so that cannot be the test.)
        if ((event.target as Element).closest("a[href]")) setOpen(false, { focusTrigger: true });
      }}
      onKeyDown={(event) => {
        onKeyDown?.(event);
        if (event.key !== "ArrowDown" && event.key !== "ArrowUp") return;
        const links = focusableLinks(contentId);
        const index = links.indexOf(document.activeElement as HTMLElement);
        const next = event.key === "ArrowDown" ? index + 1 : index - 1;
        links[(next + links.length) % links.length]?.focus();
        event.preventDefault();
      }}
      {...props}
    />
  );
}

function focusableLinks(contentId: string): HTMLElement[] {
  const content = document.getElementById(contentId);
  return content ? Array.from(content.querySelectorAll<HTMLElement>("a[href], button:not([disabled])")) : [];
}
