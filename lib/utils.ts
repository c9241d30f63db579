/**
 * Joins class names, the caller's `className` last, leaving out false, null and undefined (a
 * condition that did not hold). Nothing is merged: the primitives' variants are written so that a
 * caller never has to override one of their classes (a size, a colour, a display), and callers
 * pass classes that add (margins, width, placement). A look that needs to differ is a variant
 * (components/ui/README.md). So small that any component, on any page, may use it.
 */
export function cn(...classes: (string | false | null | undefined)[]): string {
  return classes.filter(Boolean).join(" ");
}
