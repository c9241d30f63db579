import { buttonClasses, type ButtonSize, type ButtonVariant } from "./button-classes";

export { focusRing } from "./button-classes";

/*
 * The Button's look for client code that styles a native <button> or a Link and must not pull
 * tailwind-merge or Radix Slot into the page's first load (RequestButton, the payment buttons).
 * Same signature as button.tsx's buttonVariants, but `className` is appended, not merged: pass
 * only classes that do not fight the variant's (margins, width, display).
 */
export function buttonVariants({
  variant,
  size,
  className,
}: { variant?: ButtonVariant | null; size?: ButtonSize | null; className?: string } = {}): string {
  return buttonClasses({ variant: variant ?? undefined, size: size ?? undefined }, className);
}
