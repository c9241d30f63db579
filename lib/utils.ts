import { clsx, type ClassValue } from "clsx";
import { twMerge } from "tailwind-merge";

/** Merge class names, letting later Tailwind classes win (the caller's `className` goes last). */
export function cn(...inputs: ClassValue[]): string {
  return twMerge(clsx(inputs));
}

