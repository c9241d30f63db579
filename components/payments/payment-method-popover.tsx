"use client";

import { useId } from "react";
import { Popover, PopoverContent, PopoverTrigger } from "@/components/ui/popover";
import { CheckIcon } from "@/components/ui/icons/check";
import type { PaymentMethodInfo } from "@/lib/schemas/payment-method";
import { PaymentMethodLabel, paymentMethodTriggerClass } from "./payment-method-label";

type PaymentMethodPopoverProps = { method: PaymentMethodInfo; typeLabel: string; defaultOpen?: boolean };

/** The Radix popover for one payment method. Loaded on first use by PaymentMethodInfo. */
export default function PaymentMethodPopover({ method, typeLabel, defaultOpen }: PaymentMethodPopoverProps) {
  const titleId = useId();
  return (
    <Popover defaultOpen={defaultOpen}>
      <PopoverTrigger className={paymentMethodTriggerClass}>
        <PaymentMethodLabel name={method.name} typeLabel={typeLabel} />
      </PopoverTrigger>
      <PopoverContent aria-labelledby={titleId} align="start" width="wide">
        <p className="text-xs font-medium caps text-gold-ink">{typeLabel}</p>
        <h3 id={titleId} className="mt-1 text-2xl">
          {method.name}
        </h3>
        <p className="mt-2 text-sm leading-relaxed text-muted-foreground">{method.description}</p>
        <ul className="mt-4 space-y-2 text-sm">
          {method.features.map((feature) => (
            <li key={feature} className="flex gap-2">
              <CheckIcon className="mt-0.5 size-4 text-gold-ink" />
              {feature}
            </li>
          ))}
        </ul>
      </PopoverContent>
    </Popover>
  );
}
