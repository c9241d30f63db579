import type { Cents } from "@/lib/money";
import { numberOfText, type TextField } from "@/lib/schemas/economics-text-fields";
import type { EstimateValues } from "@/lib/schemas/ownership-estimate";
import type { YieldValues } from "@/lib/schemas/rental-yield";

/*
 * What the calculators show around the maths: the residence an estimate is for, the words of each
 * input, and the forms' texts both ways. Plain functions and data, no zod.
 */

/**
 * The residences an estimate can be for on a property page: the listing's starting residence
 * (its starting price and smallest area, as the facts section costs it) and the building's
 * featured units. The address names a unit by its id (`?unit=`); the starting residence is the
 * default and is never written.
 */

export type EstimateResidence = { id: string; name: string; priceCents: Cents; sqft: number };

export const STARTING_RESIDENCE_ID = "starting";

/** The starting residence first, then each featured unit as its unit label names it ("Penthouse 12"). */
export function residencesToEstimate(
  starting: { priceCents: Cents; sqft: number },
  units: readonly { id: string; unit: string; priceCents: Cents; sqft: number }[],
): EstimateResidence[] {
  return [
    { id: STARTING_RESIDENCE_ID, name: "Starting residence", priceCents: starting.priceCents, sqft: starting.sqft },
    ...units.map((unit) => ({ id: unit.id, name: unit.unit, priceCents: unit.priceCents, sqft: unit.sqft })),
  ];
}

/**
 * The residence an address names (`unitId`, the `unit` parameter): a known id gives its
 * residence; none gives the starting one; anything else gives the starting one with `fellBack`,
 * so the page can say the link's residence is not one of this building's.
 */
export function chooseResidence(
  residences: readonly EstimateResidence[],
  unitId: string | null,
): { residence: EstimateResidence; fellBack: boolean } {
  const [starting] = residences;
  if (!starting) throw new RangeError("An estimate needs at least the starting residence");
  if (unitId === null || unitId === "") return { residence: starting, fellBack: false };
  const named = residences.find((residence) => residence.id === unitId);
  return named ? { residence: named, fellBack: false } : { residence: starting, fellBack: true };
}

/** The `unit` parameter's value for a residence id: none for the starting residence. */
export function unitQueryValue(residenceId: string): string | null {
  return residenceId === STARTING_RESIDENCE_ID ? null : residenceId;
}

/** The residence in a sentence: "the starting residence", or the unit's label ("Penthouse 12"). */
export function residenceInWords(residence: EstimateResidence): string {
  return residence.id === STARTING_RESIDENCE_ID ? "the starting residence" : residence.name;
}

/** Each calculator input's name, as its field's label and the notice of a link's unusable values say it. */
export const estimateInputLabels: Record<keyof EstimateValues, string> = {
  financing: "Paying with",
  downPaymentBps: "Down payment",
  annualRateBps: "Interest rate",
  termYears: "Term",
};

export const yieldInputLabels: Record<keyof YieldValues, string> = {
  nightlyRateCents: "Nightly rate",
  occupancyBps: "Occupancy",
  ownerUseNights: "Owner-use nights",
  ownerShareBps: "Owner's share of revenue",
  operatorFeeBps: "Operator fees",
  rateGrowthBps: "Nightly rate growth",
  appreciationBps: "Change in value",
};

/*
 * The forms' texts both ways, field by field, with the fields of lib/schemas/economics-text-fields.ts
 * (ESTIMATE_TEXT_FIELDS, YIELD_TEXT_FIELDS): the texts a form starts with for some values, and the
 * values of what was typed.
 */

type Numbers<Fields> = { [Name in keyof Fields]: number };
type Texts<Fields> = { [Name in keyof Fields]: string };

function entries<Fields extends Record<string, TextField>>(fields: Fields): [keyof Fields & string, TextField][] {
  return Object.entries(fields);
}

/** The fields' texts for `values`. */
export function textsOf<Fields extends Record<string, TextField>>(fields: Fields, values: Numbers<Fields>): Texts<Fields> {
  return Object.fromEntries(entries(fields).map(([name, field]) => [name, field.write(values[name])])) as Texts<Fields>;
}

/** The values of `texts`, field by field: a field that cannot be used keeps its `current` value. */
export function numbersOf<Fields extends Record<string, TextField>>(
  fields: Fields,
  texts: Texts<Fields>,
  current: Numbers<Fields>,
): Numbers<Fields> {
  return Object.fromEntries(
    entries(fields).map(([name, field]) => [name, numberOfText(field, texts[name] ?? "") ?? current[name]]),
  ) as Numbers<Fields>;
}
