import { paymentMethods } from "@/lib/catalogue/payment-methods";
import { paymentMethodTypeLabels } from "@/lib/schemas/payment-method";
import { PaymentMethodInfo } from "./payment-method-info";

/** The six ways to pay, each opening a short explanation. */
export function PaymentMethods() {
  return (
    <section aria-labelledby="payment-methods-title">
      <h2 id="payment-methods-title" className="text-3xl sm:text-4xl">
        Ways to pay
      </h2>
      <p className="mt-3 max-w-2xl text-muted-foreground">
        Choose a method to see how it works. In this preview every payment is simulated: no money moves.
      </p>
      <ul className="mt-8 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {paymentMethods.map((method) => (
          <li key={method.id}>
            <PaymentMethodInfo method={method} typeLabel={paymentMethodTypeLabels[method.type]} />
          </li>
        ))}
      </ul>
    </section>
  );
}
