import { rentalListings } from "@/lib/catalogue/rentals";
import { rentSearchOptions, searchableRentals } from "@/lib/rent/searchable-rentals";
import { CardPaymentButton } from "@/components/payments/card-payment-button";
import { RentalCard } from "@/components/rent/rental-card";
import { RentalBrowser } from "./rental-browser";
import { RentalFactsLine } from "./rental-facts-line";
import { StayQuote } from "./stay-quote";

/**
 * The rentals with their search; cards render on the server, the client picks which to show. The
 * search gets each rental's building facts, worked out here, not the buildings' facts records.
 */
export function RentalResults() {
  const factsOf = new Map(searchableRentals.map((rental) => [rental.id, rental.facts]));
  const cards = Object.fromEntries(
    rentalListings.map((rental) => [
      rental.id,
      <RentalCard
        key={rental.id}
        rental={rental}
        quote={<StayQuote rateCents={rental.rateCents} currency={rental.currency} />}
        facts={<RentalFactsLine facts={factsOf.get(rental.id)} />}
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
      <RentalBrowser rentals={searchableRentals} options={rentSearchOptions} cards={cards} />
    </>
  );
}
