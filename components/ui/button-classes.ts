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
const lettering = "uppercase tracking-[0.14em]";

/*
 * Each class belongs to exactly one list, so joining them needs no tailwind-merge: the
 * border colour and the lettering sit in the variants (link has neither), not in the base.
 */
export const buttonBase = [
  "inline-flex shrink-0 cursor-pointer items-center justify-center gap-2 whitespace-nowrap rounded-md border",
  "font-sans font-medium transition-colors duration-200 select-none",
  "disabled:pointer-events-none disabled:cursor-not-allowed disabled:opacity-50 aria-disabled:pointer-events-none aria-disabled:opacity-50",
  "[&_svg]:pointer-events-none [&_svg]:shrink-0 [&_svg:not([class*='size-'])]:size-4",
  focusRing,
];

export const buttonVariantClasses = {
  default: `${lettering} border-transparent bg-primary text-primary-foreground shadow-soft hover:bg-primary/90`,
  gold: `${lettering} border-transparent bg-accent text-accent-foreground shadow-soft hover:bg-gold-light`,
  outline: `${lettering} border-foreground/45 bg-transparent text-foreground hover:border-foreground/70 hover:bg-secondary`,
  secondary: `${lettering} border-transparent bg-secondary text-secondary-foreground hover:bg-secondary/70`,
  ghost: `${lettering} border-transparent bg-transparent text-foreground hover:bg-secondary`,
  link: "border-transparent bg-transparent text-gold-ink underline decoration-1 underline-offset-4 hover:decoration-2",
  destructive: `${lettering} border-transparent bg-destructive text-destructive-foreground shadow-soft hover:bg-destructive/90`,
} as const;

export const buttonSizeClasses = {
  sm: "min-h-9 px-3 text-xs",
  default: "min-h-11 px-5 text-xs",
  lg: "min-h-12 px-7 text-sm",
  icon: "size-11 p-0",
} as const;

/** The link variant has no padding and reads as text size (it replaces the size's classes). */
export const linkVariantSize = "px-0 text-sm";

export type ButtonVariant = keyof typeof buttonVariantClasses;
export type ButtonSize = keyof typeof buttonSizeClasses;

export function buttonClasses(options: { variant?: ButtonVariant; size?: ButtonSize } = {}, extra?: string): string {
  const variant = options.variant ?? "default";
  const size = variant === "link" ? linkVariantSize : buttonSizeClasses[options.size ?? "default"];
  return [...buttonBase, buttonVariantClasses[variant], size, extra].filter(Boolean).join(" ");
}
