/**
 * The values of the catalogue enums (cities and amenities) as plain tuples. The zod enums in
 * city.ts and amenity.ts are built from them; client code that only needs the lists (the search
 * filters) imports them from here, so zod does not ship with those pages.
 */

export const CITY_VALUES = [
  "miami-beach",
  "brickell",
  "brickell-key",
  "downtown-miami",
  "museum-park",
  "miami-river",
  "beverly-hills",
  "west-hollywood",
  "aspen",
  "dubai",
] as const;

export const PURCHASE_AMENITY_VALUES = [
  "Ocean View",
  "City Skyline View",
  "Private Pool",
  "Private Beach Club",
  "Marina Access",
  "Rooftop Pool",
  "Spa & Wellness",
  "Fitness Center",
  "24-Hour Concierge",
  "Valet Parking",
  "In-Residence Dining",
  "Wine Cellar",
  "Private Elevator",
  "Smart Home",
  "Ski Concierge",
  "Pet Friendly",
] as const;

export const RENTAL_AMENITY_VALUES = [
  "Ocean View",
  "Private Pool",
  "Hot Tub",
  "Fireplace",
  "Chef's Kitchen",
  "Daily Housekeeping",
  "Airport Transfer",
  "High-Speed Wi-Fi",
] as const;
