import { residenceFacts } from "@/data/residence-facts";
import type { ResidenceFacts } from "@/lib/schemas/residence-facts";

export { residenceFacts };

const byProject = new Map(residenceFacts.map((facts) => [facts.projectId, facts]));

/** The facts of a building by its project id (a purchase listing's id; a unit's or rental's projectId). */
export function factsOfProject(projectId: string): ResidenceFacts | undefined {
  return byProject.get(projectId);
}

/** The facts of a building, for callers that know it exists (every listing, unit and rental has them: sample-data tests). */
export function requireFacts(projectId: string): ResidenceFacts {
  const facts = byProject.get(projectId);
  if (!facts) throw new Error(`No residence facts for ${projectId}`);
  return facts;
}

/** Every operator named in the facts, sorted, once each (the /buy operator filter's options). */
export function operatorNames(): string[] {
  return [...new Set(residenceFacts.map((facts) => facts.operator))].sort((a, b) => a.localeCompare(b));
}
