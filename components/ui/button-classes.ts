/*
 * The button's classes as plain strings, for client components on pages that count every
 * kB: `buttonClasses({ variant, size }, "extra")` joins them without cva or cn(), so it
 * brings neither tailwind-merge nor Radix Slot (~11 kB gzip together). Extra classes are
 * appended, not merged: pass only classes that do not fight the variant's (margins, width,
 * display). Button and buttonVariants in button.tsx are built from these same lists.
 */

/** Shared focus ring: a box-shadow ring plus a transparent outline that forced-colours mode paints. */
export const focusRing =
  "outline-hidden focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background";

/** The small-caps lettering of every variant but link (which reads as text). */
const buttonLettering = "uppercase tracking-[0.14em]";

export const buttonBase = [
  "inline-flex shrink-0 cursor-pointer items-center justify-center gap-2 whitespace-nowrap rounded-md border border-transparent",
  `font-sans font-medium ${buttonLettering} transition-colors duration-200 select-none`,
  "disabled:pointer-events-none disabled:cursor-not-allowed disabled:opacity-50 aria-disabled:pointer-events-none aria-disabled:opacity-50",
  "[&_svg]:pointer-events-none [&_svg]:shrink-0 [&_svg:not([class*='size-'])]:size-4",
  focusRing,
];

export const buttonVariantClasses = {
  default: "bg-primary text-primary-foreground shadow-soft hover:bg-primary/90",
  gold: "bg-accent text-accent-foreground shadow-soft hover:bg-gold-light",
  outline: "border-foreground/45 bg-transparent text-foreground hover:border-foreground/70 hover:bg-secondary",
  secondary: "bg-secondary text-secondary-foreground hover:bg-secondary/70",
  ghost: "bg-transparent text-foreground hover:bg-secondary",
  link: "bg-transparent text-gold-ink normal-case tracking-normal underline decoration-1 underline-offset-4 hover:decoration-2",
  destructive: "bg-destructive text-destructive-foreground shadow-soft hover:bg-destructive/90",
} as const;

export const buttonSizeClasses = {
  sm: "min-h-9 px-3 text-xs",
  default: "min-h-11 px-5 text-xs",
  lg: "min-h-12 px-7 text-sm",
  icon: "size-11 p-0",
} as const;

/** The link variant has no padding and reads as text size. */
export const linkVariantSize = "px-0 text-sm";

export type ButtonVariant = keyof typeof buttonVariantClasses;
export type ButtonSize = keyof typeof buttonSizeClasses;

export function buttonClasses(options: { variant?: ButtonVariant; size?: ButtonSize } = {}, extra?: string): string {
  const variant = options.variant ?? "default";
  if (variant === "link") {
    // Without tailwind-merge, conflicting classes cannot both be present: the link variant
    // drops the lettering and the size's padding instead of overriding them.
    const base = buttonBase.map((part) => part.replace(` ${buttonLettering}`, ""));
    return [...base, buttonVariantClasses.link.replace(" normal-case tracking-normal", ""), linkVariantSize, extra].filter(Boolean).join(" ");
  }
  // Only outline sets a border colour; the others keep the base's transparent border.
  const base = variant === "outline" ? buttonBase.map((part) => part.replace(" border-transparent", "")) : buttonBase;
  return [...base, buttonVariantClasses[variant], buttonSizeClasses[options.size ?? "default"], extra].filter(Boolean).join(" ");
}
