/*
 * Class strings for the filter controls. Plain strings (not cn() or the ui primitives'
 * variants) because the filters are client code, and those would bring tailwind-merge into the
 * page's first load. They follow components/ui: 44px controls, a 3:1 border, the gold focus ring.
 */

export const filterLabelClass = "text-xs font-medium uppercase tracking-[0.16em] text-foreground";

export const filterControlClass =
  "min-h-11 w-full min-w-0 rounded-md border border-muted-foreground/70 bg-card px-3 text-base text-card-foreground transition-[color,box-shadow,border-color] duration-200 placeholder:text-muted-foreground outline-hidden focus-visible:border-ring focus-visible:ring-2 focus-visible:ring-ring aria-invalid:border-destructive aria-invalid:inset-ring-1 aria-invalid:inset-ring-destructive md:text-sm";

export const quietButtonClass =
  "inline-flex min-h-11 cursor-pointer items-center justify-center gap-2 rounded-md border border-foreground/45 bg-transparent px-4 text-xs font-medium uppercase tracking-[0.14em] text-foreground transition-colors duration-200 hover:border-foreground/70 hover:bg-secondary outline-hidden focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background";

export const primaryButtonClass =
  "inline-flex min-h-11 cursor-pointer items-center justify-center gap-2 rounded-md bg-primary px-5 text-xs font-medium uppercase tracking-[0.14em] text-primary-foreground shadow-soft transition-colors duration-200 hover:bg-primary/90 outline-hidden focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background";
