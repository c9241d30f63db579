import type { ComponentProps, ReactNode } from "react";

/**
 * Tiny stroke icons drawn on a 24px grid in `currentColor`. Decorative only: every icon is
 * `aria-hidden`, so the control that holds one needs its own text or `aria-label`. Sizes set with
 * `size-*` in className win by source order in the stylesheet's utilities (no cn(): the header's
 * icons ship on every page, and cn() brings tailwind-merge).
 *
 * One file per icon: the bundler keeps every export of a module a page touches, so a shared icon
 * file made each page carry all of them.
 */
export type IconProps = Omit<ComponentProps<"svg">, "children">;

export function createIcon(name: string, paths: ReactNode) {
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
        className={className ? `size-4 shrink-0 ${className}` : "size-4 shrink-0"}
      >
        {paths}
      </svg>
    );
  }
  Icon.displayName = name;
  return Icon;
}
