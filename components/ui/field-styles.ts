import { cn } from "@/lib/utils";

/**
 * Shared look of text-like controls. The border is muted-foreground at 70% so the control's edge
 * keeps 3:1 against the page (WCAG 1.4.11); `aria-invalid` swaps it for the destructive colour.
 * A plain module (not a client one), so a server-rendered field can use it without shipping Input.
 */
export const fieldBase = [
  "w-full min-w-0 rounded-md border border-muted-foreground/70 bg-card text-card-foreground",
  "px-3 text-base md:text-sm placeholder:text-muted-foreground transition-[color,box-shadow,border-color] duration-200",
  "outline-hidden focus-visible:border-ring focus-visible:ring-2 focus-visible:ring-ring",
  "aria-invalid:border-destructive aria-invalid:inset-ring-1 aria-invalid:inset-ring-destructive aria-invalid:focus-visible:ring-destructive",
  "disabled:cursor-not-allowed disabled:opacity-50",
].join(" ");

/** The classes of <Input>, for a field that needs no client code (the passcode gate's). */
export function inputClasses(className?: string): string {
  return cn(
    fieldBase,
    "min-h-11 py-2",
    "file:mr-3 file:border-0 file:bg-transparent file:text-sm file:font-medium file:text-foreground",
    className,
  );
}
