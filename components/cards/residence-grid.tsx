import type { Residence } from "@/lib/schemas/residence";
import { ResidenceCard } from "./residence-card";

/** Residence units as a grid of cards, four across on a wide screen. */
export function ResidenceGrid({ units }: { units: readonly Residence[] }) {
  return (
    <ul className="mt-8 grid gap-8 sm:grid-cols-2 lg:grid-cols-4">
      {units.map((residence) => (
        <li key={residence.id}>
          <ResidenceCard residence={residence} />
        </li>
      ))}
    </ul>
  );
}
