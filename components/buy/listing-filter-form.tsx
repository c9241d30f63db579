"use client";

import { bedroomOptions, brandOptions, cityOptions, priceRangeOptions, purchaseAmenities } from "@/lib/catalogue/filter-options";
import type { ListingFilters } from "@/lib/buy/listing-filters";
import type { FactChoices } from "@/lib/facts/fact-filters";
import type { FactOptionCounts } from "@/lib/facts/fact-option-counts";
import { CheckboxGroup } from "@/components/forms/checkbox-group";
import { SearchField } from "@/components/forms/search-field";
import { SelectFilter } from "@/components/forms/select-filter";
import { FactFilterPanel, useFactFilterPanel } from "@/components/search/fact-filter-panel";
import { DisclosureButton, useOpenWhenSet } from "@/components/search/filter-disclosure";

type ListingFilterFormProps = {
  filters: ListingFilters;
  text: string;
  onTextChange: (text: string) => void;
  onSubmitText: () => void;
  onChange: (next: ListingFilters) => void;
  /** The residence-fact filters' choices, and how many listings each would leave. */
  factChoices: FactChoices;
  factCounts: FactOptionCounts;
};

const brandChoices = brandOptions.map((option) => ({ value: option.slug, label: option.label }));
const cityChoices = cityOptions.map((option) => ({ value: option.slug, label: option.label }));
const priceChoices = priceRangeOptions.map((option) => ({ value: option.value, label: option.label }));
const bedroomChoices = bedroomOptions.map((option) => ({ value: String(option.value), label: `${option.label} bedrooms` }));

function without<K extends keyof ListingFilters>(filters: ListingFilters, key: K): ListingFilters {
  const next = { ...filters };
  delete next[key];
  return next;
}

/**
 * Search text, brand, city, price, bedrooms, amenities and the residence facts (status, rental
 * programme, operator, services) for /buy. Every change applies at once.
 */
export function ListingFilterForm(props: ListingFilterFormProps) {
  const { filters, text, onTextChange, onSubmitText, onChange, factChoices, factCounts } = props;
  const [amenitiesOpen, setAmenitiesOpen] = useOpenWhenSet(filters.amenities.length > 0);
  const facts = useFactFilterPanel("listing-facts", filters, onChange);
  const set = <K extends keyof ListingFilters>(key: K, value: ListingFilters[K] | undefined) =>
    onChange(value === undefined || value === "" ? without(filters, key) : { ...filters, [key]: value });

  return (
    <form
      role="search"
      aria-label="Search residences for sale"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onSubmitText();
      }}
      className="rounded-lg border border-border bg-card p-5 shadow-soft sm:p-6"
    >
      <div className="grid grid-cols-2 gap-4 lg:grid-cols-[minmax(0,2fr)_repeat(4,minmax(0,1fr))]">
        <div className="col-span-2 lg:col-span-1">
          <SearchField id="listing-search" label="Search" placeholder="Name, brand or location" value={text} onChange={onTextChange} />
        </div>
        <SelectFilter
          id="listing-brand"
          label="Brand"
          anyLabel="Any brand"
          options={brandChoices}
          value={filters.brand ?? ""}
          onChange={(value) => set("brand", value)}
        />
        <SelectFilter
          id="listing-city"
          label="City"
          anyLabel="Any city"
          options={cityChoices}
          value={filters.city ?? ""}
          onChange={(value) => set("city", value)}
        />
        <SelectFilter
          id="listing-price"
          label="Price"
          anyLabel="Any price"
          options={priceChoices}
          value={filters.priceRange ?? ""}
          onChange={(value) => set("priceRange", priceRangeOptions.find((option) => option.value === value)?.value)}
        />
        <SelectFilter
          id="listing-bedrooms"
          label="Bedrooms"
          anyLabel="Any"
          options={bedroomChoices}
          value={filters.bedrooms === undefined ? "" : String(filters.bedrooms)}
          onChange={(value) => set("bedrooms", value === "" ? undefined : Number(value))}
        />
      </div>
      <div className="mt-5 border-t border-border pt-4">
        <div className="flex flex-wrap gap-3">
          <DisclosureButton
            open={amenitiesOpen}
            onToggle={() => setAmenitiesOpen((open) => !open)}
            controls="listing-amenities"
            count={filters.amenities.length}
          >
            Amenities
          </DisclosureButton>
          <DisclosureButton {...facts.button}>Residence facts</DisclosureButton>
        </div>
        <div id="listing-amenities" hidden={!amenitiesOpen} className="mt-4">
          <CheckboxGroup
            idPrefix="listing-amenity"
            legend="Must have"
            options={purchaseAmenities}
            checked={filters.amenities as typeof purchaseAmenities}
            onChange={(amenities) => onChange({ ...filters, amenities })}
          />
        </div>
        <FactFilterPanel {...facts.panel} choices={factChoices} counts={factCounts} />
      </div>
    </form>
  );
}
