"use client";

import { guestOptions, rentalAmenities } from "@/lib/catalogue/filter-options";
import { rentalLocationOptions } from "@/lib/catalogue/rentals";
import { nextIsoDate, type RentalDateErrors, type RentalFilters } from "@/lib/rent/rental-filters";
import type { FactChoices } from "@/lib/facts/fact-filters";
import type { FactOptionCounts } from "@/lib/facts/fact-option-counts";
import { isIsoDate } from "@/lib/format";
import { CheckboxGroup } from "@/components/forms/checkbox-group";
import { DateField } from "@/components/forms/date-field";
import { SelectFilter } from "@/components/forms/select-filter";
import { FactFilterPanel, useFactFilterPanel } from "@/components/search/fact-filter-panel";
import { DisclosureButton } from "@/components/search/filter-disclosure";

type RentalFilterFormProps = {
  filters: RentalFilters;
  errors: RentalDateErrors;
  today: string;
  onChange: (next: RentalFilters) => void;
  /** The residence-fact filters' choices (operator, services), and how many rentals each would leave. */
  factChoices: FactChoices;
  factCounts: FactOptionCounts;
};

const locationChoices = rentalLocationOptions.map((option) => ({ value: option.slug, label: option.label }));
const guestChoices = guestOptions.map((option) => ({
  value: String(option.value),
  label: `${option.label} ${option.value === 1 ? "guest" : "guests"}`,
}));

function withValue<K extends keyof RentalFilters>(filters: RentalFilters, key: K, value: RentalFilters[K] | undefined): RentalFilters {
  const next = { ...filters };
  if (value === undefined) delete next[key];
  else next[key] = value;
  return next;
}

/** Where, when, how many, what it must have and who runs the building. Every change applies at once. */
export function RentalFilterForm({ filters, errors, today, onChange, factChoices, factCounts }: RentalFilterFormProps) {
  const facts = useFactFilterPanel("rental-facts", filters, onChange);
  const dateOrNothing = (value: string) => (isIsoDate(value) ? value : undefined);
  return (
    <form
      role="search"
      aria-label="Search residences to rent"
      noValidate
      onSubmit={(event) => event.preventDefault()}
      className="rounded-lg border border-border bg-card p-5 shadow-soft sm:p-6"
    >
      <div className="grid grid-cols-2 gap-4 lg:grid-cols-4">
        <div className="col-span-2 lg:col-span-1">
          <SelectFilter
            id="rental-location"
            label="Location"
            anyLabel="Any location"
            options={locationChoices}
            value={filters.city ?? ""}
            onChange={(value) => onChange(withValue(filters, "city", rentalLocationOptions.find((option) => option.slug === value)?.slug))}
          />
        </div>
        <DateField
          id="rental-check-in"
          label="Check-in"
          value={filters.checkIn ?? ""}
          min={today}
          error={errors.checkIn}
          onChange={(value) => onChange(withValue(filters, "checkIn", dateOrNothing(value)))}
        />
        <DateField
          id="rental-check-out"
          label="Check-out"
          value={filters.checkOut ?? ""}
          min={(filters.checkIn && nextIsoDate(filters.checkIn)) || nextIsoDate(today)}
          error={errors.checkOut}
          onChange={(value) => onChange(withValue(filters, "checkOut", dateOrNothing(value)))}
        />
        <div className="col-span-2 lg:col-span-1">
          <SelectFilter
            id="rental-guests"
            label="Guests"
            anyLabel="Any number"
            options={guestChoices}
            value={filters.guests === undefined ? "" : String(filters.guests)}
            onChange={(value) => onChange(withValue(filters, "guests", value === "" ? undefined : Number(value)))}
          />
        </div>
      </div>
      <div className="mt-5 border-t border-border pt-5">
        <CheckboxGroup
          idPrefix="rental-amenity"
          legend="Amenities"
          options={rentalAmenities}
          checked={filters.amenities}
          onChange={(amenities) => onChange({ ...filters, amenities })}
        />
      </div>
      <div className="mt-5 border-t border-border pt-4">
        <DisclosureButton {...facts.button}>Residence facts</DisclosureButton>
        <FactFilterPanel {...facts.panel} choices={factChoices} counts={factCounts} />
      </div>
    </form>
  );
}
