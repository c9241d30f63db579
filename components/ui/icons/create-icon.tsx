import type { ComponentProps, ReactNode } from "react";

import { cn } from "@/lib/utils";

/**
 * Tiny stroke icons drawn on a 24px grid in `currentColor`. Decorative only: every icon is
 * `aria-hidden`, so the control that holds one needs its own text or `aria-label`. A `size-*` in
 * className wins over the default `size-4` by source order in the stylesheet's utilities.
 *
 * One file per icon: the bundler keeps every export of a module a page touches, so a shared icon
 * file made each page carry all of them.
 */
export type IconProps = Omit<ComponentProps<"svg">, "children">;

/** `base`: classes every use of the icon gets (a spinner's spin). */
export function createIcon(name: string, paths: ReactNode, base?: string) {
  function Icon({ className, strokeWidth = 1.5, ...props }: IconProps) {
    return (
      <svg
        xmlns="http://www.w3.org/2000/svg"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={strokeWidth}
        strokeLinecap="round"
        strokeLinejoin="round"
        data-slot="icon"
        {...props}
        aria-hidden="true"
        focusable="false"
        className={cn("size-4 shrink-0", base, className)}
      >
        {paths}
      </svg>
    );
  }
  Icon.displayName = name;
  return Icon;
}
