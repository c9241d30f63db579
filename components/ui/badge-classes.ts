/*
 * The badge's classes as plain strings (no cva, no cn(), so no tailwind-merge) for client
 * components on lean pages: `badgeClasses("success", "extra")`. Extra classes are appended,
 * not merged. Badge and badgeVariants in badge.tsx are built from these same lists.
 */

export const badgeBase = [
  "inline-flex w-fit shrink-0 items-center gap-1 whitespace-nowrap rounded-sm border px-2 py-0.5",
  "text-[0.6875rem] font-medium uppercase leading-4 tracking-[0.14em]",
  "[&_svg]:pointer-events-none [&_svg]:size-3",
];

export const badgeVariantClasses = {
  default: "border-transparent bg-primary text-primary-foreground",
  outline: "border-foreground/30 bg-transparent text-foreground",
  gold: "border-transparent bg-accent text-accent-foreground",
  success: "border-transparent bg-success text-success-foreground",
  // No warning token exists: a gold tint with gold-ink text (5:1 light, 7:1 in .dark).
  warning: "border-gold bg-gold/20 text-gold-ink",
  destructive: "border-transparent bg-destructive text-destructive-foreground",
  muted: "border-transparent bg-muted text-muted-foreground",
} as const;

export type BadgeVariant = keyof typeof badgeVariantClasses;

export function badgeClasses(variant: BadgeVariant = "default", extra?: string): string {
  return [...badgeBase, badgeVariantClasses[variant], extra].filter(Boolean).join(" ");
}
