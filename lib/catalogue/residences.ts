import { residences } from "@/data/residences";
import type { Residence } from "@/lib/schemas/residence";

export { residences };

export function residencesOfBrand(brandSlug: string): Residence[] {
  return residences.filter((residence) => residence.brandSlug === brandSlug);
}

/** The featured units grouped by building, buildings in the order they first appear. */
export function residenceBuildings(): { building: string; units: Residence[] }[] {
  const buildings = [...new Set(residences.map((residence) => residence.building))];
  return buildings.map((building) => ({ building, units: residences.filter((residence) => residence.building === building) }));
}

/** The featured units of one building, by its project id (a purchase listing's id, its property page's slug). */
export function residencesOfProject(projectId: string): Residence[] {
  return residences.filter((residence) => residence.projectId === projectId);
}
