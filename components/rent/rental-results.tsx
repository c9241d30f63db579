import { rentalListings } from "@/lib/catalogue/rentals";
import type { FilterableRental } from "@/lib/rent/rental-filters";
import { CardPaymentButton } from "@/components/payments/card-payment-button";
import { RentalCard } from "@/components/rent/rental-card";
import { RentalBrowser } from "./rental-browser";
import { StayQuote } from "./stay-quote";

/** The rentals with their search; cards render on the server, the client picks which to show. */
export function RentalResults() {
  const rentals: FilterableRental[] = rentalListings.map(({ id, city, guests, amenities }) => ({ id, city, guests, amenities }));
  const cards = Object.fromEntries(
    rentalListings.map((rental) => [
      rental.id,
      <RentalCard
        key={rental.id}
        rental={rental}
        quote={<StayQuote rateCents={rental.rateCents} currency={rental.currency} />}
        actions={
          <CardPaymentButton
            payment={{
              kind: "booking",
              rentalId: rental.id,
              propertyName: rental.name,
              rateCents: rental.rateCents,
              maxGuests: rental.guests,
              brand: rental.brand,
            }}
            variant="default"
          >
            Book with Card<span className="sr-only"> for {rental.name}</span>
          </CardPaymentButton>
        }
      />,
    ]),
  );
  return (
    <>
      <h2 className="sr-only">Residences to rent</h2>
      <RentalBrowser rentals={rentals} cards={cards} />
    </>
  );
}
