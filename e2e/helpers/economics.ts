// Shared by the economics specs: the figures the page should show, worked out with the same
// lib/economics maths from the sample data, and a way to hold the calculators' code back.
import type { Locator, Page } from "@playwright/test";
import { propertyBySlug } from "@/lib/catalogue/properties";
import { requireFacts } from "@/lib/catalogue/residence-facts";
import { residencesOfProject } from "@/lib/catalogue/residences";
import { yieldDefaultsFor, type OfferedProgramme } from "@/lib/economics/defaults";
import { chooseResidence, residencesToEstimate } from "@/lib/economics/view-models";
import { costBasisOf, type ResidenceCostBasis } from "@/lib/economics/maths/running-costs";
import type { ResidenceFacts } from "@/lib/schemas/residence-facts";
import { expect, unlock } from "./fixtures";
import { CHUNK } from "./held-scripts";

/** The cost basis of a residence of `slug`'s building: the starting residence, or the unit `unitId`. */
export function basisOf(slug: string, unitId: string | null = null): ResidenceCostBasis {
  const property = propertyBySlug(slug);
  if (!property) throw new Error(`No property ${slug}`);
  const facts = requireFacts(slug);
  const residences = residencesToEstimate({ priceCents: property.startingPriceCents, sqft: property.sqft.min }, residencesOfProject(slug));
  return costBasisOf(chooseResidence(residences, unitId).residence, facts);
}

/** The building's rental programme and the simulator's starting values. */
export function programmeOf(slug: string): { programme: OfferedProgramme; defaults: ReturnType<typeof yieldDefaultsFor> } {
  const programme: ResidenceFacts["rentalProgramme"] = requireFacts(slug).rentalProgramme;
  if (programme.availability === "none") throw new Error(`${slug} has no rental programme in the sample facts`);
  return { programme, defaults: yieldDefaultsFor(programme) };
}

/**
 * Opens `path` with every script the page's HTML does not itself load held back (the calculators'
 * code, which loads on demand) until the returned function is called: the page hydrates, the
 * calculators stay as their HTML shows them.
 */
export async function openWithCalculatorsHeld(page: Page, path: string): Promise<() => void> {
  const html = await (await page.request.get(path)).text();
  const firstLoad = new Set([...html.matchAll(/<script src="([^"]+)"/g)].map((match) => match[1]));
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(CHUNK, async (chunk) => {
    if (!firstLoad.has(new URL(chunk.request().url()).pathname)) await released;
    await chunk.continue().catch(() => {});
  });
  await unlock(page);
  // Not "load": the held code, requested while the page loads, would hold the load event too.
  await page.goto(path, { waitUntil: "domcontentloaded" });
  return release;
}

/**
 * Waits until a calculator's code has arrived and React owns its form (the key that
 * lib/first-paint/early-input-script.ts checks too): a keyboard test then moves through live controls, not their HTML.
 */
export async function calculatorReady(section: Locator): Promise<void> {
  await section.scrollIntoViewIfNeeded();
  await expect
    .poll(() => section.locator("form").evaluate((form) => Object.keys(form).some((key) => key.startsWith("__reactProps$"))))
    .toBe(true);
}
