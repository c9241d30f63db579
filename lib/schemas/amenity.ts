import * as z from "zod/mini";
import "./error-map";

/** The 16 amenities of the purchase search filter; listings name theirs from this list. */
export const purchaseAmenitySchema = z.enum(
  [
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
  ],
  { error: "Choose an amenity from the list" },
);

export type PurchaseAmenity = z.infer<typeof purchaseAmenitySchema>;

/** The 8 amenities of the rental search filter. */
export const rentalAmenitySchema = z.enum(
  ["Ocean View", "Private Pool", "Hot Tub", "Fireplace", "Chef's Kitchen", "Daily Housekeeping", "Airport Transfer", "High-Speed Wi-Fi"],
  { error: "Choose an amenity from the list" },
);

export type RentalAmenity = z.infer<typeof rentalAmenitySchema>;
