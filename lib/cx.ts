import { clsx, type ClassValue } from "clsx";

/**
 * Join class names without tailwind-merge (clsx only): for the form primitives, which ship in
 * every form's first load, where tailwind-merge would cost ~7 kB gzip. A caller's classes are
 * appended, so pass classes that add (width, margins, layout), not ones that fight the defaults.
 * In a module of its own: importing it from lib/utils would bring tailwind-merge along.
 */
export function cx(...inputs: ClassValue[]): string {
  return clsx(inputs);
}
