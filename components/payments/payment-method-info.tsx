"use client";

import { Suspense, useState } from "react";
import type { PaymentMethodInfo as PaymentMethod } from "@/lib/schemas/payment-method";
import { lazyPart } from "@/components/layout/lazy-part";
import { PaymentMethodLabel, paymentMethodTriggerClass } from "./payment-method-label";

// Radix Popover and its positioning code weigh more than the rest of the page's own code: they load when a visitor first points at, focuses or presses a payment method.
const loadPopover = () => import("./payment-method-popover");
const PaymentMethodPopover = lazyPart(loadPopover, (module) => module.default);

/**
 * A payment method's button. Until first used it is a plain button; pressing it loads the popover,
 * which opens at once (and takes focus, as a popover does).
 */
export function PaymentMethodInfo({ method, typeLabel }: { method: PaymentMethod; typeLabel: string }) {
  const [active, setActive] = useState(false);
  const placeholder = (
    <button
      type="button"
      aria-haspopup="dialog"
      aria-expanded="false"
      className={paymentMethodTriggerClass}
      onPointerEnter={() => void loadPopover().catch(() => undefined)}
      onFocus={() => void loadPopover().catch(() => undefined)}
      onClick={() => setActive(true)}
    >
      <PaymentMethodLabel name={method.name} typeLabel={typeLabel} />
    </button>
  );
  if (!active) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <PaymentMethodPopover method={method} typeLabel={typeLabel} defaultOpen />
    </Suspense>
  );
}
