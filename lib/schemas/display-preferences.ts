import * as z from "zod/mini";
import { AREA_UNITS, CURRENCY_CODES } from "./currencies";

/** An ISO 4217 code of a currency the site can show prices in. */
export const currencyCodeSchema = z.enum(CURRENCY_CODES, { error: "Choose a currency from the list" });

export type CurrencyCode = z.infer<typeof currencyCodeSchema>;

/** How areas are shown: square feet or square metres. */
export const areaUnitSchema = z.enum(AREA_UNITS, { error: "Choose square feet or square metres" });

export type AreaUnit = z.infer<typeof areaUnitSchema>;
