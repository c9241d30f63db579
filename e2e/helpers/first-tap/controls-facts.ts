// First-tap controls (see controls.ts) of the searches by residence facts: the sort and
// the facts panel of /buy, and the filters of /residences, whose search hydrates when its lazily
// loaded code arrives (an early press is held until then and replayed).
import type { Control } from "./types";
import { button, press, SHARED, status } from "./shorthands";

const sortBy = { role: "combobox", name: "Sort by", exact: true } as const;

export const FACT_FILTER_CONTROLS: Control[] = [
  {
    route: "/buy/",
    what: "sort (select)",
    shares: SHARED.selectFilter,
    kind: "select",
    target: sortBy,
    action: { do: "select", option: "Price: high to low" },
    url: /\/buy\/\?sort=price-desc$/,
    effect: [{ value: sortBy, is: "price-desc" }, { visible: { role: "heading", name: "Rosewood Miami Beach", level: 3 } }],
  },
  {
    route: "/buy/",
    what: "filter Residence facts (disclosure)",
    extra: true,
    kind: "disclosure",
    target: button(/^Residence facts/),
    action: press,
    effect: [
      { attribute: button(/^Residence facts/), name: "aria-expanded", value: "true" },
      { visible: { role: "radio", name: "Off-plan (9)" } },
    ],
  },
  {
    route: "/residences/",
    what: "filter Status Off-plan (radio)",
    kind: "radio",
    target: { role: "radio", name: "Off-plan (4)" },
    action: press,
    url: /\/residences\/\?status=off-plan$/,
    effect: [{ checked: { role: "radio", name: "Off-plan (4)" } }, status("Showing 4 of 16 residences")],
  },
  {
    route: "/residences/",
    what: "sort (select)",
    shares: SHARED.selectFilter,
    extra: true,
    kind: "select",
    target: sortBy,
    action: { do: "select", option: "Price: low to high" },
    url: /\/residences\/\?sort=price-asc$/,
    effect: [{ value: sortBy, is: "price-asc" }],
  },
];
