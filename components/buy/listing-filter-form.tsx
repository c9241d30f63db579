"use client";

import { useState } from "react";
import { bedroomOptions, brandOptions, cityOptions, priceRangeOptions, purchaseAmenities } from "@/lib/catalogue/filter-options";
import type { ListingFilters } from "@/lib/buy/listing-filters";
import { CheckboxGroup } from "@/components/forms/checkbox-group";
import { buttonVariants } from "@/components/ui/button";
import { ChevronDownIcon } from "@/components/ui/icons/chevron-down";
import { SearchField } from "@/components/forms/search-field";
import { SelectFilter } from "@/components/forms/select-filter";
import { cn } from "@/lib/utils";

type ListingFilterFormProps = {
  filters: ListingFilters;
  text: string;
  onTextChange: (text: string) => void;
  onSubmitText: () => void;
  onChange: (next: ListingFilters) => void;
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

/** Search text, brand, city, price, bedrooms and amenities for /buy. Every change applies at once. */
export function ListingFilterForm({ filters, text, onTextChange, onSubmitText, onChange }: ListingFilterFormProps) {
  const hasAmenities = filters.amenities.length > 0;
  const [amenitiesOpen, setAmenitiesOpen] = useState(hasAmenities);
  // Amenities that arrive with the address (read right after hydration) open their panel.
  const [hadAmenities, setHadAmenities] = useState(hasAmenities);
  if (hasAmenities !== hadAmenities) {
    setHadAmenities(hasAmenities);
    if (hasAmenities) setAmenitiesOpen(true);
  }
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
        <button
          type="button"
          aria-expanded={amenitiesOpen}
          aria-controls="listing-amenities"
          onClick={() => setAmenitiesOpen((open) => !open)}
          className={buttonVariants({ variant: "outline" })}
        >
          Amenities
          {filters.amenities.length > 0 ? <span className="tabular">({filters.amenities.length})</span> : null}
          <ChevronDownIcon className={cn("size-4 transition-transform", amenitiesOpen ? "rotate-180" : "")} />
        </button>
        <div id="listing-amenities" hidden={!amenitiesOpen} className="mt-4">
          <CheckboxGroup
            idPrefix="listing-amenity"
            legend="Must have"
            options={purchaseAmenities}
            checked={filters.amenities as typeof purchaseAmenities}
            onChange={(amenities) => onChange({ ...filters, amenities })}
          />
        </div>
      </div>
    </form>
  );
}
