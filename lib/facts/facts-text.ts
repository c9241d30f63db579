import type { SearchFacts } from "./search-facts";
import { programmeFilterLabels } from "@/lib/schemas/search-fact-values";
import { programmeAvailabilityLabels } from "@/lib/schemas/fact-values";

/** "2027-Q4" -> "Q4 2027"; anything else as it is. */
export function formatQuarter(quarter: string): string {
  const match = /^(\d{4})-(Q[1-4])$/.exec(quarter);
  return match ? `${match[2]} ${match[1]}` : quarter;
}

/** "Off-plan, completion Q4 2027" or "Ready, completed 2021". */
export function completionText(facts: Pick<SearchFacts, "stage" | "completion">): string {
  return facts.stage === "off-plan" ? `Off-plan, completion ${formatQuarter(facts.completion)}` : `Ready, completed ${facts.completion}`;
}

/** "No rental programme", or "Optional rental programme (rental pool)". */
export function programmeText(facts: Pick<SearchFacts, "programme" | "programmeStructure">): string {
  const availability = programmeAvailabilityLabels[facts.programme];
  return facts.programmeStructure ? `${availability} (${programmeFilterLabels[facts.programmeStructure].toLowerCase()})` : availability;
}
