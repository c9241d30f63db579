import { InfoIcon } from "@/components/ui/icons/info";

export const paymentMethodTriggerClass =
  "group flex min-h-16 w-full cursor-pointer items-center justify-between gap-4 rounded-md border border-border bg-card px-5 py-3 text-left transition-colors duration-200 hover:border-gold hover:bg-ivory-deep outline-hidden focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background aria-expanded:border-gold-ink";

/** What a payment method's button shows: its name and type, and an info mark. */
export function PaymentMethodLabel({ name, typeLabel }: { name: string; typeLabel: string }) {
  return (
    <>
      <span>
        <span className="block font-display text-xl leading-tight">{name}</span>
        <span className="sr-only">, </span>
        <span className="mt-0.5 block text-xs caps text-muted-foreground">{typeLabel}</span>
      </span>
      <InfoIcon className="size-5 text-gold-ink" />
    </>
  );
}
