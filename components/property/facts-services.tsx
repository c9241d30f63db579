import { CheckIcon } from "@/components/ui/icons/check";
import { MinusIcon } from "@/components/ui/icons/minus";
import { SERVICE_VALUES, serviceLabels, type Service } from "@/lib/schemas/fact-values";
import { mutedCaps } from "@/components/ui/figures-look";
import { FactsPart } from "./facts-part";

/**
 * The whole fixed list of hotel services in two named groups, included and not included, so
 * what a building lacks is as plain as what it offers (by words, not by colour).
 */
export function FactsServices({ services }: { services: readonly Service[] }) {
  const included = SERVICE_VALUES.filter((service) => services.includes(service));
  const missing = SERVICE_VALUES.filter((service) => !services.includes(service));
  return (
    <FactsPart id="facts-services-title" title="Services included" sourceIds={[]}>
      <p className="mt-4 text-sm text-muted-foreground">
        {included.length} of the {SERVICE_VALUES.length} hotel services we list for every building.
      </p>
      <div className="mt-5 grid gap-8 sm:grid-cols-2">
        <ServiceGroup id="facts-services-included" title="Included" services={included} icon="check" empty="None of them." />
        <ServiceGroup
          id="facts-services-missing"
          title="Not included"
          services={missing}
          icon="minus"
          empty="Nothing: every one is included."
        />
      </div>
    </FactsPart>
  );
}

type ServiceGroupProps = { id: string; title: string; services: readonly Service[]; icon: "check" | "minus"; empty: string };

function ServiceGroup({ id, title, services, icon, empty }: ServiceGroupProps) {
  const Icon = icon === "check" ? CheckIcon : MinusIcon;
  return (
    <div>
      <h4 id={id} className={mutedCaps}>
        {title} ({services.length})
      </h4>
      {services.length === 0 ? (
        <p className="mt-3 text-sm text-muted-foreground">{empty}</p>
      ) : (
        <ul aria-labelledby={id} className="mt-3 space-y-2.5">
          {services.map((service) => (
            <li key={service} className={icon === "check" ? "flex items-start gap-3" : "flex items-start gap-3 text-muted-foreground"}>
              <Icon className={icon === "check" ? "mt-1 size-4 text-gold-ink" : "mt-1 size-4"} />
              {serviceLabels[service]}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
