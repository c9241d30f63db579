import { clsx, type ClassValue } from "clsx";

/**
 * Joins class names (clsx), the caller's `className` last. Nothing is merged: the primitives'
 * variants are written so that a caller never has to override one of their classes (a size, a
 * colour, a display), and callers pass classes that add (margins, width, placement). A look that
 * needs to differ is a variant (components/ui/README.md). No tailwind-merge, so any component may
 * use cn() at the cost of clsx alone.
 */
export function cn(...inputs: ClassValue[]): string {
  return clsx(inputs);
}
