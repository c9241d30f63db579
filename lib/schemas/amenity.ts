import * as z from "zod/mini";
import "./error-map";
import { PURCHASE_AMENITY_VALUES, RENTAL_AMENITY_VALUES } from "./catalogue-values";

/** The 16 amenities of the purchase search filter; listings name theirs from this list. */
export const purchaseAmenitySchema = z.enum(PURCHASE_AMENITY_VALUES, { error: "Choose an amenity from the list" });

export type PurchaseAmenity = z.infer<typeof purchaseAmenitySchema>;

/** The 8 amenities of the rental search filter. */
export const rentalAmenitySchema = z.enum(RENTAL_AMENITY_VALUES, { error: "Choose an amenity from the list" });

export type RentalAmenity = z.infer<typeof rentalAmenitySchema>;
