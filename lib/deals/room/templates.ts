import type { DealType } from "./deal-type";

/** One checklist item as a template defines it; the room record keeps only its state and documents. */
export type ChecklistItem = {
  id: string;
  title: string;
  /** Why it matters, in one sentence. */
  why: string;
  /** Who usually provides it. */
  provider: string;
  required: boolean;
};

type TemplateItem = ChecklistItem & { applies: (type: DealType) => boolean };

const always = () => true;
const resale = (type: DealType) => type.stage === "resale";
const offPlan = (type: DealType) => type.stage === "off-plan";

/*
 * Every item any deal may need, in the order a room lists them. Sources: the list (brand
 * licence, rental terms, owner-use rules, furniture package, fees, reserve study, Florida's
 * milestone inspection since 2022) and /work/shared/reference/branded-residences.md.
 */
const catalogue: readonly TemplateItem[] = [
  {
    id: "brand-licence",
    title: "Brand licence and management agreement",
    why: "It says how long the brand stays, what owners pay for it and what happens to the building if the brand leaves.",
    provider: "Developer or owners' association",
    required: true,
    applies: always,
  },
  {
    id: "fee-schedule",
    title: "Full fee schedule",
    why: "Service charges, the brand fee and any special assessments decide what the residence costs to hold each year.",
    provider: "Management company",
    required: true,
    applies: always,
  },
  {
    id: "owner-use-rules",
    title: "Owner-use rules",
    why: "They set when and how owners may use, lend or let the residence, and what the hotel staff may enter for.",
    provider: "Owners' association",
    required: true,
    applies: always,
  },
  {
    id: "condominium-documents",
    title: "Declaration of condominium and bylaws",
    why: "They define what the buyer owns outright, what is shared, and how owners vote on the building.",
    provider: "Seller or developer",
    required: true,
    applies: always,
  },
  {
    id: "hotel-shared-facilities",
    title: "Hotel shared-facilities agreement",
    why: "It sets what the hotel charges owners for the lobby, pool, spa and staff they share, and how that charge can rise.",
    provider: "Developer or hotel operator",
    required: true,
    applies: (type) => type.kind === "hotel-attached",
  },
  {
    id: "rental-programme-terms",
    title: "Rental programme terms",
    why: "They set the owner's share of rental revenue, the owner-use nights kept, and how to leave the programme.",
    provider: "Hotel operator",
    required: true,
    applies: (type) => type.rentalProgramme,
  },
  {
    id: "furniture-package",
    title: "Furniture package inventory",
    why: "It lists what is included in the price, so a missing or substituted piece can be claimed.",
    provider: "Seller or developer",
    required: false,
    applies: always,
  },
  {
    id: "title-commitment",
    title: "Title commitment",
    why: "It shows who owns the residence and every lien or claim that must be cleared before the sale closes.",
    provider: "Title company",
    required: true,
    applies: (type) => resale(type) && type.market !== "dubai",
  },
  {
    id: "estoppel-certificate",
    title: "Estoppel certificate",
    why: "It states the dues and assessments the seller still owes, which would otherwise pass to the buyer.",
    provider: "Owners' association",
    required: true,
    applies: (type) => resale(type) && type.market !== "dubai",
  },
  {
    id: "association-financials",
    title: "Association budget and financial statements",
    why: "They show whether the association's reserves cover repairs or a special assessment is coming.",
    provider: "Owners' association",
    required: false,
    applies: resale,
  },
  {
    id: "offering-prospectus",
    title: "Developer's prospectus and plans",
    why: "It is the developer's binding description of the residence, the building and what may still change before completion.",
    provider: "Developer",
    required: true,
    applies: offPlan,
  },
  {
    id: "deposit-escrow-agreement",
    title: "Deposit escrow agreement",
    why: "It names who holds the buyer's instalments until completion and when they may be spent on construction.",
    provider: "Developer",
    required: true,
    applies: (type) => offPlan(type) && type.market !== "dubai",
  },
  {
    id: "completion-guarantee",
    title: "Completion guarantee or bond",
    why: "It says who finishes the building, and what the buyer recovers, if the developer cannot.",
    provider: "Developer",
    required: false,
    applies: offPlan,
  },
  {
    id: "milestone-inspection",
    title: "Milestone structural inspection",
    why: "Since 2022 Florida requires condominium buildings of three storeys or more to be inspected at 30 years (25 near the coast), and the report shows needed repairs.",
    provider: "Owners' association (a structural engineer's report)",
    required: true,
    applies: (type) => type.market === "florida" && resale(type),
  },
  {
    id: "structural-reserve-study",
    title: "Structural integrity reserve study (SIRS)",
    why: "Florida requires reserves for the roof, structure and waterproofing to be funded from a study, so an unfunded one means assessments ahead.",
    provider: "Owners' association or developer",
    required: true,
    applies: (type) => type.market === "florida",
  },
  {
    id: "escrow-account-certificate",
    title: "Project escrow account certificate",
    why: "Dubai requires off-plan payments to go into the project's registered escrow account, and this names it.",
    provider: "Developer (its escrow bank)",
    required: true,
    applies: (type) => type.market === "dubai" && offPlan(type),
  },
  {
    id: "oqood-registration",
    title: "Oqood registration",
    why: "The Dubai Land Department's interim register is what records the off-plan buyer's right to the unit.",
    provider: "Developer, with the Dubai Land Department",
    required: true,
    applies: (type) => type.market === "dubai" && offPlan(type),
  },
  {
    id: "title-deed",
    title: "Title deed",
    why: "The Dubai Land Department's deed shows the seller owns the unit and whether it is mortgaged.",
    provider: "Seller",
    required: true,
    applies: (type) => type.market === "dubai" && resale(type),
  },
  {
    id: "developer-noc",
    title: "Developer's no-objection certificate",
    why: "The Dubai Land Department will not transfer a unit until the developer confirms no service charges are owed.",
    provider: "Developer",
    required: true,
    applies: (type) => type.market === "dubai" && resale(type),
  },
];

/** The checklist of a deal type, in the catalogue's order. */
export function checklistFor(type: DealType): ChecklistItem[] {
  return catalogue.filter((item) => item.applies(type)).map(withoutRule);
}

function withoutRule(item: TemplateItem): ChecklistItem {
  return { id: item.id, title: item.title, why: item.why, provider: item.provider, required: item.required };
}

/** Every item any template uses, by id (an item a packet names but this template lacks is still titled). */
export function checklistItem(id: string): ChecklistItem | undefined {
  const found = catalogue.find((item) => item.id === id);
  return found ? withoutRule(found) : undefined;
}

/** Words for a deal type: "Off-plan, hotel-attached, with a rental programme, Florida". */
export function dealTypeLabel(type: DealType): string {
  const market = { florida: "Florida", dubai: "Dubai", other: null }[type.market];
  return [
    type.stage === "off-plan" ? "Off-plan" : "Resale",
    type.kind,
    type.rentalProgramme ? "with a rental programme" : "no rental programme",
    market,
  ]
    .filter(Boolean)
    .join(", ");
}
