import { factsOfProject } from "@/lib/catalogue/residence-facts";
import { crossBorderPropertyOf } from "@/lib/cross-border/property";
import type { CrossBorderProperty } from "@/lib/cross-border/types";
import { yieldDefaultsFor } from "@/lib/economics/defaults";
import { estimateOwnershipCost } from "@/lib/economics/maths/ownership-cost";
import { simulateRentalYield } from "@/lib/economics/maths/rental-yield";
import { costBasisOf } from "@/lib/economics/maths/running-costs";
import { buildStageLabels, programmeStructureLabels, type Service } from "@/lib/schemas/fact-values";
import type { Cents } from "@/lib/money";
import { amountPerArea } from "@/lib/price-per-area";
import { ESTIMATE_DEFAULTS } from "@/lib/schemas/economics-values";
import type { BuildStatus, RentalProgramme } from "@/lib/schemas/residence-facts";
import { comparableIds, compareEntryOf, compareHomeOf, type CompareEntry } from "./compare-entries";
import type { CompareId } from "./compare-ids";

/**
 * One residence of a comparison, as plain data (the /compare page computes every column at build
 * time and hands them to its table): what it is, its figures, its building's facts, and the two
 * estimates at the default assumptions.
 */
export type CompareColumn = CompareEntry & {
  priceCents: Cents;
  /** The price over the area, to the nearest cent per sq ft. */
  pricePerSqftCents: Cents;
  beds: number;
  baths: number;
  sqft: number;
  brand: string;
  developer: string;
  operator: string;
  /** "Ready to move in (completed 2021)", "Off-plan, completion Q4 2027" or "Sold". */
  status: string;
  services: Service[];
  /** "No programme", or its terms in a few words. */
  programme: string;
  /** The total cost of ownership a month with the default financing (ESTIMATE_DEFAULTS). */
  monthlyCostCents: Cents;
  /** Net yield on the price at the building's typical letting figures; null without a programme. */
  netYieldBps: number | null;
  /** What the cross-border sheet needs of it: its city, price and building's terms. */
  crossBorder: CrossBorderProperty;
};

/** "2027-Q4" -> "Q4 2027". */
function quarterText(quarter: string): string {
  const [year, q] = quarter.split("-");
  return `${q} ${year}`;
}

export function statusText(status: BuildStatus, sold: boolean): string {
  if (sold) return "Sold";
  if (status.stage === "ready") return `${buildStageLabels.ready} (completed ${status.completedYear})`;
  return `${buildStageLabels["off-plan"]}, completion ${quarterText(status.completion)}`;
}

const percent = (bps: number) => `${bps / 100}%`;

export function programmeText(programme: RentalProgramme): string {
  if (programme.availability === "none") return "No programme";
  const availability = programme.availability === "optional" ? "Optional" : "Mandatory";
  const structure = programmeStructureLabels[programme.structure].split(" (")[0]?.toLowerCase() ?? "";
  return `${availability}, ${structure}: the owner keeps ${percent(programme.ownerShareBps)} of room revenue, ${programme.ownerUseNights} owner nights a year`;
}

/** The column of a residence in the catalogue, or undefined for an id the catalogue does not hold. */
export function compareColumnOf(id: CompareId): CompareColumn | undefined {
  const home = compareHomeOf(id);
  const entry = compareEntryOf(id);
  if (!home || !entry) return undefined;
  const figures =
    home.kind === "listing"
      ? { priceCents: home.listing.priceCents, sqft: home.listing.sqft, beds: home.listing.beds, baths: home.listing.baths }
      : { priceCents: home.unit.priceCents, sqft: home.unit.sqft, beds: home.unit.bedrooms, baths: home.unit.bathrooms };
  const facts = factsOfProject(home.kind === "listing" ? home.listing.id : home.unit.projectId);
  if (!facts) return undefined;
  const basis = costBasisOf(figures, facts);
  const listing = home.kind === "listing" ? home.listing : home.building;
  const currency = home.kind === "listing" ? home.listing.currency : home.unit.currency;
  const programme = facts.rentalProgramme;
  return {
    ...entry,
    ...figures,
    pricePerSqftCents: amountPerArea(figures.priceCents, figures.sqft).sqft,
    brand: facts.brand,
    developer: facts.developer,
    operator: facts.operator,
    status: statusText(facts.status, home.kind === "listing" && home.listing.sold === true),
    services: facts.services,
    programme: programmeText(programme),
    monthlyCostCents: estimateOwnershipCost(basis, ESTIMATE_DEFAULTS).monthly.total,
    netYieldBps: programme.availability === "none" ? null : simulateRentalYield(basis, yieldDefaultsFor(programme)).netYieldBps,
    crossBorder: crossBorderPropertyOf({ priceCents: figures.priceCents, currency }, listing?.city ?? "", facts),
  };
}

/** The column of every residence the catalogue can compare, by id. */
export function allCompareColumns(): Record<string, CompareColumn> {
  const columns: Record<string, CompareColumn> = {};
  for (const id of comparableIds()) {
    const column = compareColumnOf(id);
    if (column) columns[id] = column;
  }
  return columns;
}
