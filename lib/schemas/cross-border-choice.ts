import * as z from "zod/mini";
import "./error-map";
import { PURCHASE_VEHICLE_VALUES, TAX_RESIDENCE_VALUES } from "./cross-border-values";

export const taxResidenceSchema = z.enum(TAX_RESIDENCE_VALUES, { error: "Choose where the buyer is resident for tax" });

export const purchaseVehicleSchema = z.enum(PURCHASE_VEHICLE_VALUES, {
  error: "Choose whether the buyer buys personally or through a company",
});

/** The buyer of the cross-border sheet: where they are resident for tax, and whether they buy personally or through a company. */
export const crossBorderChoiceSchema = z.object({ residence: taxResidenceSchema, vehicle: purchaseVehicleSchema });

export type CrossBorderChoice = z.infer<typeof crossBorderChoiceSchema>;

/** The sheet's choice when the address names none: a US person buying in their own name. */
export const CROSS_BORDER_DEFAULTS: CrossBorderChoice = { residence: "us", vehicle: "personal" };
