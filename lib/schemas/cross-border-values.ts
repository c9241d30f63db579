/**
 * The buyer's choices of the cross-border sheet as plain tuples and labels (no zod): the sheet's
 * form and its rules import them from here; lib/schemas/cross-border-choice.ts makes the schema.
 *
 * Tax residences: a US person, and five countries whose buyers are common in these markets and
 * whose treatment of foreign property differs in kind: the United Kingdom (worldwide income,
 * credit for foreign tax), the United Arab Emirates (no personal income tax), Germany (worldwide
 * income, no tax treaty with the UAE), Singapore (foreign income of individuals exempt) and
 * Canada (worldwide income, a yearly statement of foreign property).
 */
export const TAX_RESIDENCE_VALUES = ["us", "gb", "ae", "de", "sg", "ca"] as const;
export type TaxResidence = (typeof TAX_RESIDENCE_VALUES)[number];

export const taxResidenceLabels: Record<TaxResidence, string> = {
  us: "A US person (citizen, green-card holder or US tax resident)",
  gb: "United Kingdom",
  ae: "United Arab Emirates",
  de: "Germany",
  sg: "Singapore",
  ca: "Canada",
};

/** Bought in the buyer's own name, or through a company (or trust) the buyer owns. */
export const PURCHASE_VEHICLE_VALUES = ["personal", "company"] as const;
export type PurchaseVehicle = (typeof PURCHASE_VEHICLE_VALUES)[number];

export const purchaseVehicleLabels: Record<PurchaseVehicle, { label: string; hint: string }> = {
  personal: { label: "Personally", hint: "in my own name" },
  company: { label: "Through a company", hint: "or a trust I own" },
};
