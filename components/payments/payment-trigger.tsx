import type { ComponentProps } from "react";
import { buttonVariants } from "@/components/ui/button-variants";

type PaymentTriggerProps = Omit<ComponentProps<"button">, "type"> & { variant?: "default" | "outline" };

/**
 * The button on a listing card that opens a payment dialog. Styled with buttonVariants() alone,
 * not <Button>: Button's Slot and cn() (tailwind-merge) would add about 10 kB to /buy and /rent
 * for classes that never conflict here.
 */
export function PaymentTrigger({ variant = "outline", className, ...props }: PaymentTriggerProps) {
  return (
    <button
      type="button"
      data-slot="button"
      className={className ? `${buttonVariants({ variant })} ${className}` : buttonVariants({ variant })}
      {...props}
    />
  );
}
