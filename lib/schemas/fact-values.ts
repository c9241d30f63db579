/**
 * The fixed vocabularies of the residence facts as plain tuples and labels. The zod schema in
 * lib/schemas/residence-facts.ts is built from them; client code that only needs the lists (the
 * search filters, the facts section) imports them from here, so zod does not ship with it.
 */

/** The hotel services a residence may include, in the order pages list them. */
export const SERVICE_VALUES = [
  "concierge",
  "housekeeping",
  "in-residence-dining",
  "spa-pool",
  "valet",
  "beach-club",
  "kids-club",
  "loyalty-status",
  "fitness",
  "hotel-account",
] as const;

export type Service = (typeof SERVICE_VALUES)[number];

export const serviceLabels: Record<Service, string> = {
  concierge: "24-hour concierge",
  housekeeping: "Housekeeping",
  "in-residence-dining": "In-residence dining",
  "spa-pool": "Spa and pool access",
  valet: "Valet parking",
  "beach-club": "Private beach or club",
  "kids-club": "Kids' club",
  "loyalty-status": "Hotel loyalty status",
  fitness: "Fitness centre",
  "hotel-account": "Charges to the hotel account",
};

/** Whether a hotel shares the building, or the residences stand alone under the brand's name. */
export const RESIDENCE_KIND_VALUES = ["hotel-attached", "standalone"] as const;
export type ResidenceKind = (typeof RESIDENCE_KIND_VALUES)[number];
export const residenceKindLabels: Record<ResidenceKind, string> = {
  "hotel-attached": "Hotel-attached residence",
  standalone: "Standalone branded residence",
};

export const BUILD_STAGE_VALUES = ["ready", "off-plan"] as const;
export type BuildStage = (typeof BUILD_STAGE_VALUES)[number];
export const buildStageLabels: Record<BuildStage, string> = { ready: "Ready to move in", "off-plan": "Off-plan" };

/** None: owners may not let through the operator. Optional: owners choose. Mandatory: every unit is in it. */
export const PROGRAMME_AVAILABILITY_VALUES = ["none", "optional", "mandatory"] as const;
export type ProgrammeAvailability = (typeof PROGRAMME_AVAILABILITY_VALUES)[number];
export const programmeAvailabilityLabels: Record<ProgrammeAvailability, string> = {
  none: "No rental programme",
  optional: "Optional rental programme",
  mandatory: "Mandatory rental programme",
};

/** Pooled: revenue shared among the units in the pool by a formula. Per unit: each unit earns its own. */
export const PROGRAMME_STRUCTURE_VALUES = ["pooled", "per-unit"] as const;
export type ProgrammeStructure = (typeof PROGRAMME_STRUCTURE_VALUES)[number];
export const programmeStructureLabels: Record<ProgrammeStructure, string> = {
  pooled: "Rental pool (revenue shared among the units)",
  "per-unit": "Per unit (each unit earns its own revenue)",
};
