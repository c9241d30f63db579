import { residenceKindLabels } from "@/lib/schemas/fact-values";
import type { ResidenceFacts } from "@/lib/schemas/residence-facts";
import { mutedCaps } from "@/components/ui/figures-look";
import { FactsPart } from "./facts-part";

const kindExplanations: Record<ResidenceFacts["kind"], string> = {
  "hotel-attached": "a hotel of the brand shares the building.",
  standalone: "the residences carry the brand's name without a hotel in the building.",
};

/** Brand, developer and operator side by side, each with what it does, and whether a hotel shares the building. */
export function FactsParties({ facts }: { facts: ResidenceFacts }) {
  const parties = [
    { role: "Brand", name: facts.brand, does: "Lends its name and standards" },
    { role: "Developer", name: facts.developer, does: "Builds and sells the residences" },
    { role: "Operator", name: facts.operator, does: "Runs the building and its services day to day" },
  ];
  return (
    <FactsPart id="facts-parties-title" title="Who is who" sourceIds={[]}>
      <dl className="mt-6 grid gap-6 sm:grid-cols-3">
        {parties.map((party) => (
          <div key={party.role} className="border-l-2 border-gold pl-4">
            <dt className={mutedCaps}>{party.role}</dt>
            <dd className="mt-2 font-display text-2xl leading-tight">{party.name}</dd>
            <dd className="mt-1 text-sm text-muted-foreground">{party.does}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-6 text-sm">
        <span className="font-medium">{residenceKindLabels[facts.kind]}:</span> {kindExplanations[facts.kind]}
      </p>
    </FactsPart>
  );
}
