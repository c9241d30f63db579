import type { HoldingCosts, PaymentMilestone, ResidenceFacts } from "@/lib/schemas/residence-facts";

/**
 * The facts of each branded-residence building, one per purchase listing (projectId = the
 * listing's id and property page slug); featured units and rentals name their building's
 * projectId. Illustrative sample data: developers and management companies are fictional, and the
 * figures are plausible values for the location and brand tier, not any building's real terms.
 * Where a figure rests on published research or a public schedule, data/sources.ts names it
 * (lib/facts/figure-sources.ts says which source backs which figure): the location's tax rates and
 * who customarily pays them, Miami service charges within the range MILLION Luxury reported for
 * 2024 (the 2006 figure of $0.58 per sq ft a month is out of date), owners keeping 40-60% of
 * rental revenue.
 */

type LocationCosts = Pick<
  HoldingCosts,
  "propertyTaxBps" | "purchaseCharges" | "closingCostsBps" | "ownerInsuranceCentsPerSqftYear" | "sources"
>;

const ownerPolicy = ["iii-condo-insurance"];

/*
 * Property tax on value a year; charges at purchase on the price, each with its customary payer;
 * the buyer's title, legal and closing costs; the owner's own (HO-6 style) policy a year per sq ft,
 * an illustrative premium, higher on the Florida coast.
 */
const miamiDade: LocationCosts = {
  propertyTaxBps: 195,
  purchaseCharges: [
    {
      charge: "Florida documentary stamp tax on the deed (0.60%) and Miami-Dade surtax (0.45%)",
      bps: 105,
      payer: "seller",
      payerNote: "Customarily the seller's on a resale; a developer's contract for a new residence may pass it to the buyer.",
      sourceIds: ["florida-dor-documentary-stamp-tax", "florida-realtors-as-is-contract"],
    },
  ],
  closingCostsBps: 75,
  ownerInsuranceCentsPerSqftYear: 150,
  sources: {
    propertyTax: ["miami-dade-property-appraiser-millage"],
    serviceCharge: ["million-luxury-miami-hoa-fees-2024"],
    ownerInsurance: ownerPolicy,
  },
};
const losAngelesCounty: LocationCosts = {
  propertyTaxBps: 115,
  purchaseCharges: [
    { charge: "Los Angeles County documentary transfer tax", bps: 11, payer: "seller", sourceIds: ["la-county-documentary-transfer-tax"] },
  ],
  closingCostsBps: 60,
  ownerInsuranceCentsPerSqftYear: 80,
  sources: { propertyTax: ["la-county-assessor-property-tax"], serviceCharge: [], ownerInsurance: ownerPolicy },
};
const beverlyHills = losAngelesCounty;
const westHollywood: LocationCosts = { ...losAngelesCounty, propertyTaxBps: 118 };
const aspen: LocationCosts = {
  propertyTaxBps: 50,
  purchaseCharges: [{ charge: "Aspen real estate transfer tax", bps: 150, payer: "buyer", sourceIds: ["city-of-aspen-rett"] }],
  closingCostsBps: 60,
  ownerInsuranceCentsPerSqftYear: 70,
  sources: { propertyTax: ["pitkin-county-assessor-mill-levies"], serviceCharge: [], ownerInsurance: ownerPolicy },
};
const dubai: LocationCosts = {
  propertyTaxBps: 0,
  purchaseCharges: [
    { charge: "Dubai Land Department transfer fee", bps: 400, payer: "buyer", sourceIds: ["dla-piper-dubai-asset-deals"] },
    { charge: "Agency fee", bps: 200, payer: "buyer", sourceIds: ["agn-avocats-dubai-transfer-fees"] },
    {
      charge: "VAT on the agency fee (5%)",
      bps: 10,
      payer: "buyer",
      sourceIds: ["agn-avocats-dubai-transfer-fees", "dla-piper-dubai-asset-deals"],
    },
  ],
  closingCostsBps: 50,
  ownerInsuranceCentsPerSqftYear: 25,
  sources: { propertyTax: ["dla-piper-dubai-asset-deals"], serviceCharge: [], ownerInsurance: ownerPolicy },
};

/** The common off-plan plan: 20% on signing, 30% in instalments during construction, 50% on completion. */
const twentyThirtyFifty: PaymentMilestone[] = [
  { milestone: "On signing", shareBps: 2_000 },
  { milestone: "During construction, in instalments", shareBps: 3_000 },
  { milestone: "On completion", shareBps: 5_000 },
];

const tenFortyFifty: PaymentMilestone[] = [
  { milestone: "On reservation", shareBps: 1_000 },
  { milestone: "On signing", shareBps: 1_000 },
  { milestone: "During construction, in instalments", shareBps: 3_000 },
  { milestone: "On completion", shareBps: 5_000 },
];

const none = { availability: "none" } as const;

export const residenceFacts: ResidenceFacts[] = [
  {
    projectId: "aman-miami-beach",
    brand: "Aman",
    developer: "Indian Creek Shore Partners",
    operator: "Aman",
    kind: "hotel-attached",
    status: { stage: "off-plan", completion: "2027-Q4", paymentPlan: twentyThirtyFifty },
    holdingCosts: { ...miamiDade, serviceChargeCentsPerSqftMonth: 300, brandFeeCentsPerSqftYear: 300 },
    services: ["concierge", "housekeeping", "in-residence-dining", "spa-pool", "valet", "beach-club", "fitness", "hotel-account"],
    rentalProgramme: {
      availability: "optional",
      structure: "per-unit",
      ownerShareBps: 5_000,
      ownerUseNights: 28,
      nightlyRateCents: 3_800_00,
      occupancyBps: 6_200,
    },
  },
  {
    projectId: "ritz-carlton-miami-beach",
    brand: "Ritz-Carlton",
    developer: "Lagoon Crescent Developments",
    operator: "The Ritz-Carlton Hotel Company",
    kind: "hotel-attached",
    status: { stage: "ready", completedYear: 2021 },
    holdingCosts: { ...miamiDade, serviceChargeCentsPerSqftMonth: 160, brandFeeCentsPerSqftYear: 120 },
    services: [
      "concierge",
      "housekeeping",
      "in-residence-dining",
      "spa-pool",
      "valet",
      "kids-club",
      "loyalty-status",
      "fitness",
      "hotel-account",
    ],
    rentalProgramme: {
      availability: "optional",
      structure: "pooled",
      ownerShareBps: 5_500,
      ownerUseNights: 21,
      nightlyRateCents: 1_100_00,
      occupancyBps: 7_000,
    },
  },
  {
    projectId: "four-seasons-beverly-hills",
    brand: "Four Seasons",
    developer: "Doheny Canyon Estates",
    operator: "Four Seasons Hotels and Resorts",
    kind: "hotel-attached",
    status: { stage: "ready", completedYear: 2019 },
    holdingCosts: { ...beverlyHills, serviceChargeCentsPerSqftMonth: 140, brandFeeCentsPerSqftYear: 250 },
    services: ["concierge", "housekeeping", "in-residence-dining", "spa-pool", "valet", "loyalty-status", "fitness", "hotel-account"],
    rentalProgramme: {
      availability: "optional",
      structure: "per-unit",
      ownerShareBps: 5_000,
      ownerUseNights: 30,
      nightlyRateCents: 4_200_00,
      occupancyBps: 6_000,
    },
  },
  {
    projectId: "st-regis-aspen",
    brand: "St. Regis",
    developer: "Roaring Fork Alpine Holdings",
    operator: "St. Regis Hotels & Resorts",
    kind: "hotel-attached",
    status: { stage: "ready", completedYear: 2016 },
    holdingCosts: { ...aspen, serviceChargeCentsPerSqftMonth: 150, brandFeeCentsPerSqftYear: 200 },
    services: [
      "concierge",
      "housekeeping",
      "in-residence-dining",
      "spa-pool",
      "valet",
      "kids-club",
      "loyalty-status",
      "fitness",
      "hotel-account",
    ],
    rentalProgramme: {
      availability: "optional",
      structure: "pooled",
      ownerShareBps: 5_000,
      ownerUseNights: 35,
      nightlyRateCents: 2_900_00,
      occupancyBps: 5_500,
    },
  },
  {
    projectId: "edition-west-hollywood",
    brand: "Edition",
    developer: "Sunset Ridge Residential",
    operator: "Edition Hotels",
    kind: "hotel-attached",
    status: { stage: "ready", completedYear: 2020 },
    holdingCosts: { ...westHollywood, serviceChargeCentsPerSqftMonth: 110, brandFeeCentsPerSqftYear: 150 },
    services: ["concierge", "housekeeping", "in-residence-dining", "spa-pool", "valet", "fitness"],
    rentalProgramme: none,
  },
  {
    projectId: "bulgari-dubai",
    brand: "Bulgari",
    developer: "Jumeira Bay Island Development",
    operator: "Bulgari Hotels & Resorts",
    kind: "hotel-attached",
    status: { stage: "ready", completedYear: 2018 },
    holdingCosts: { ...dubai, serviceChargeCentsPerSqftMonth: 95, brandFeeCentsPerSqftYear: 180 },
    services: ["concierge", "housekeeping", "in-residence-dining", "spa-pool", "valet", "beach-club", "fitness", "hotel-account"],
    rentalProgramme: none,
  },
  {
    projectId: "cipriani-brickell",
    brand: "Cipriani",
    developer: "Brickell Bayfront Partners",
    operator: "Cipriani",
    kind: "standalone",
    status: { stage: "off-plan", completion: "2027-Q2", paymentPlan: twentyThirtyFifty },
    holdingCosts: { ...miamiDade, serviceChargeCentsPerSqftMonth: 150, brandFeeCentsPerSqftYear: 0 },
    services: ["concierge", "in-residence-dining", "spa-pool", "valet", "fitness"],
    rentalProgramme: none,
  },
  {
    projectId: "faena-brickell",
    brand: "Faena",
    developer: "Southside River Holdings",
    operator: "Faena Group",
    kind: "hotel-attached",
    status: { stage: "off-plan", completion: "2028-Q1", paymentPlan: twentyThirtyFifty },
    holdingCosts: { ...miamiDade, serviceChargeCentsPerSqftMonth: 155, brandFeeCentsPerSqftYear: 100 },
    services: ["concierge", "housekeeping", "in-residence-dining", "spa-pool", "valet", "fitness", "hotel-account"],
    rentalProgramme: {
      availability: "optional",
      structure: "per-unit",
      ownerShareBps: 5_500,
      ownerUseNights: 21,
      nightlyRateCents: 950_00,
      occupancyBps: 6_800,
    },
  },
  {
    projectId: "mandarin-oriental-brickell",
    brand: "Mandarin Oriental",
    developer: "Key Point Residential",
    operator: "Mandarin Oriental Hotel Group",
    kind: "hotel-attached",
    status: { stage: "off-plan", completion: "2028-Q3", paymentPlan: tenFortyFifty },
    holdingCosts: { ...miamiDade, serviceChargeCentsPerSqftMonth: 150, brandFeeCentsPerSqftYear: 110 },
    services: ["concierge", "housekeeping", "in-residence-dining", "spa-pool", "valet", "kids-club", "fitness", "hotel-account"],
    rentalProgramme: {
      availability: "optional",
      structure: "pooled",
      ownerShareBps: 4_500,
      ownerUseNights: 28,
      nightlyRateCents: 900_00,
      occupancyBps: 7_200,
    },
  },
  {
    projectId: "baccarat-brickell",
    brand: "Baccarat",
    developer: "Riverline Crystal Partners",
    operator: "Harbourline Residential Management",
    kind: "standalone",
    status: { stage: "off-plan", completion: "2027-Q3", paymentPlan: twentyThirtyFifty },
    holdingCosts: { ...miamiDade, serviceChargeCentsPerSqftMonth: 140, brandFeeCentsPerSqftYear: 0 },
    services: ["concierge", "in-residence-dining", "spa-pool", "valet", "fitness"],
    rentalProgramme: none,
  },
  {
    projectId: "mercedes-benz-brickell",
    brand: "Mercedes-Benz",
    developer: "Miami Avenue Ventures",
    operator: "Harbourline Residential Management",
    kind: "standalone",
    status: { stage: "off-plan", completion: "2029-Q1", paymentPlan: tenFortyFifty },
    holdingCosts: { ...miamiDade, serviceChargeCentsPerSqftMonth: 130, brandFeeCentsPerSqftYear: 0 },
    services: ["concierge", "spa-pool", "valet", "kids-club", "fitness"],
    rentalProgramme: {
      availability: "optional",
      structure: "per-unit",
      ownerShareBps: 6_000,
      ownerUseNights: 14,
      nightlyRateCents: 850_00,
      occupancyBps: 6_500,
    },
  },
  {
    projectId: "residences-1428-brickell",
    brand: "1428 Brickell",
    developer: "Bayshore Tower Group",
    operator: "Coral Way Property Services",
    kind: "standalone",
    status: { stage: "off-plan", completion: "2027-Q4", paymentPlan: twentyThirtyFifty },
    holdingCosts: { ...miamiDade, serviceChargeCentsPerSqftMonth: 125, brandFeeCentsPerSqftYear: 0 },
    services: ["concierge", "spa-pool", "valet", "fitness"],
    rentalProgramme: none,
  },
  {
    projectId: "w-icon-brickell",
    brand: "W Hotels",
    developer: "Icon Bay Partners",
    operator: "W Hotels",
    kind: "hotel-attached",
    status: { stage: "ready", completedYear: 2015 },
    holdingCosts: { ...miamiDade, serviceChargeCentsPerSqftMonth: 110, brandFeeCentsPerSqftYear: 60 },
    services: ["concierge", "housekeeping", "in-residence-dining", "spa-pool", "valet", "loyalty-status", "fitness", "hotel-account"],
    rentalProgramme: {
      availability: "optional",
      structure: "per-unit",
      ownerShareBps: 6_000,
      ownerUseNights: 30,
      nightlyRateCents: 320_00,
      occupancyBps: 7_500,
    },
  },
  {
    projectId: "waldorf-astoria-miami",
    brand: "Waldorf Astoria",
    developer: "Biscayne Spire Holdings",
    operator: "Waldorf Astoria Hotels & Resorts",
    kind: "hotel-attached",
    status: { stage: "off-plan", completion: "2028-Q4", paymentPlan: twentyThirtyFifty },
    holdingCosts: { ...miamiDade, serviceChargeCentsPerSqftMonth: 145, brandFeeCentsPerSqftYear: 90 },
    services: ["concierge", "housekeeping", "in-residence-dining", "spa-pool", "valet", "loyalty-status", "fitness", "hotel-account"],
    rentalProgramme: {
      availability: "optional",
      structure: "pooled",
      ownerShareBps: 5_000,
      ownerUseNights: 28,
      nightlyRateCents: 780_00,
      occupancyBps: 7_000,
    },
  },
  {
    projectId: "one-thousand-museum",
    brand: "One Thousand Museum",
    developer: "Museum Park Tower Partners",
    operator: "Coral Way Property Services",
    kind: "standalone",
    status: { stage: "ready", completedYear: 2019 },
    holdingCosts: { ...miamiDade, serviceChargeCentsPerSqftMonth: 190, brandFeeCentsPerSqftYear: 0 },
    services: ["concierge", "spa-pool", "valet", "fitness"],
    rentalProgramme: none,
  },
  {
    projectId: "aston-martin-brickell",
    brand: "Aston Martin",
    developer: "Biscayne Riverfront Developments",
    operator: "Harbourline Residential Management",
    kind: "standalone",
    status: { stage: "ready", completedYear: 2024 },
    holdingCosts: { ...miamiDade, serviceChargeCentsPerSqftMonth: 135, brandFeeCentsPerSqftYear: 0 },
    services: ["concierge", "spa-pool", "valet", "kids-club", "fitness"],
    rentalProgramme: none,
  },
  {
    projectId: "rosewood-miami-beach",
    brand: "Rosewood",
    developer: "Collins Dune Holdings",
    operator: "Rosewood Hotels & Resorts",
    kind: "hotel-attached",
    status: { stage: "off-plan", completion: "2029-Q2", paymentPlan: twentyThirtyFifty },
    holdingCosts: { ...miamiDade, serviceChargeCentsPerSqftMonth: 280, brandFeeCentsPerSqftYear: 280 },
    services: [
      "concierge",
      "housekeeping",
      "in-residence-dining",
      "spa-pool",
      "valet",
      "beach-club",
      "kids-club",
      "fitness",
      "hotel-account",
    ],
    rentalProgramme: {
      availability: "mandatory",
      structure: "pooled",
      ownerShareBps: 4_500,
      ownerUseNights: 21,
      nightlyRateCents: 4_600_00,
      occupancyBps: 6_500,
    },
  },
];
