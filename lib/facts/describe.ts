import type { BuildStatus, RentalProgramme } from "@/lib/schemas/residence-facts";
import { buildStageLabels } from "@/lib/schemas/fact-values";

/**
 * The residence facts in words, for the property pages' facts section and the brand pages'
 * table. No money here: pages format every amount where they show it (lib/money.ts).
 */

const percent = new Intl.NumberFormat("en-US", { maximumFractionDigits: 2 });

/** A share in basis points as a percentage: 5_000 -> "50%", 195 -> "1.95%", 12.5 -> "0.13%". */
export function formatShare(bps: number): string {
  return Number.isFinite(bps) ? `${percent.format(bps / 100)}%` : "";
}

/** "Ready to move in, completed 2021" or "Off-plan, completion 2028-Q3". */
export function describeStatus(status: BuildStatus): string {
  return status.stage === "ready"
    ? `${buildStageLabels.ready}, completed ${status.completedYear}`
    : `${buildStageLabels["off-plan"]}, completion ${status.completion}`;
}

const structureWords = { pooled: "pooled", "per-unit": "per unit" } as const;

/** One line for a table cell: "None", or "Optional, pooled: owner keeps 55%". */
export function summariseProgramme(programme: RentalProgramme): string {
  if (programme.availability === "none") return "None";
  const availability = programme.availability === "optional" ? "Optional" : "Mandatory";
  return `${availability}, ${structureWords[programme.structure]}: owner keeps ${formatShare(programme.ownerShareBps)}`;
}

/** What the programme's availability means for an owner, in a sentence. */
export const availabilityExplanations: Record<RentalProgramme["availability"], string> = {
  none: "The operator runs no rental programme for this building's residences.",
  optional: "Owners choose whether to place their residence in the operator's rental programme.",
  mandatory: "Every residence is in the operator's rental programme; owners stay on their owner-use nights.",
};

/** What pooled and per-unit mean, in a sentence. */
export const structureExplanations = {
  pooled:
    "Pooled: the revenue of every residence in the programme is shared among their owners by a set formula, whichever residence was let.",
  "per-unit": "Per unit: each residence earns the revenue of its own nights let.",
} as const;

/**
 * An insurance estimate quoted in cents a year per $1,000,000 of value, as a share of the value
 * in basis points: $9,000 per $1,000,000 is 0.9%, 90 bp.
 */
export function insuranceShareBps(centsPerMillionYear: number): number {
  return centsPerMillionYear / 10_000;
}
