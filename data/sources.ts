import type { Source } from "@/lib/schemas/source";

/*
 * Every source a figure on the site rests on (issue 28), listed on /sources with its dates. A
 * figure names its source by id; a figure with none is the site's own illustrative sample and
 * says so. `published` is as precise as the source gives it; `comparedWithNotes` is when the
 * site last compared its figure with the team's research notes on the source, which is not a fresh
 * reading of the publisher's page (/sources says so). Addresses are shown as text: the site loads nothing from
 * other hosts. The cross-border sheet keeps its own list (data/cross-border-sources.ts); lib/catalogue/sources.ts joins them.
 */
const COMPARED_WITH_NOTES = "2026-11-29";

export const sources: Source[] = [
  {
    id: "million-luxury-miami-hoa-fees-2024",
    publisher: "MILLION Luxury",
    title: "Miami Luxury Condo HOA Fees in 2024: What You're Really Paying For",
    published: "2024",
    comparedWithNotes: COMPARED_WITH_NOTES,
    url: "https://www.millionluxury.com/news/miami-luxury-condo-hoa-fees-2024-what-buyers-should-know",
    supports:
      "Miami service charges: Miami-Dade's median condominium fee rose about 59% from 2019 to 2024 (about $567 to $900 a month); luxury towers commonly exceed $1,900 a month and boutique ones reach $5 or more per sq ft.",
  },
  {
    id: "florida-dor-documentary-stamp-tax",
    publisher: "Florida Department of Revenue",
    title: "Documentary Stamp Tax",
    published: "2024",
    comparedWithNotes: COMPARED_WITH_NOTES,
    url: "https://floridarevenue.com/taxes/taxesfees/Pages/doc_stamp.aspx",
    supports:
      "Florida's documentary stamp tax on deeds in Miami-Dade: 60 cents per $100 (0.60%) plus a 45-cent surtax (0.45%) where the property is not a single-family residence.",
  },
  {
    id: "florida-realtors-as-is-contract",
    publisher: "Florida Realtors and The Florida Bar",
    title: "'AS IS' Residential Contract for Sale and Purchase",
    published: "2024",
    comparedWithNotes: COMPARED_WITH_NOTES,
    supports: "Who customarily pays at closing in Florida: the seller pays the documentary stamp taxes and surtax on the deed on a resale.",
  },
  {
    id: "miami-dade-property-appraiser-millage",
    publisher: "Miami-Dade County Property Appraiser",
    title: "Millage rates (tax rates by municipality)",
    published: "2025",
    comparedWithNotes: COMPARED_WITH_NOTES,
    url: "https://www.miamidade.gov/pa/",
    supports: "The yearly property tax of about 1.8-2.1% of the value of a Miami-Dade condominium without a homestead exemption.",
  },
  {
    id: "la-county-documentary-transfer-tax",
    publisher: "Los Angeles County Registrar-Recorder/County Clerk",
    title: "Documentary Transfer Tax",
    published: "2025",
    comparedWithNotes: COMPARED_WITH_NOTES,
    supports:
      "The Los Angeles County documentary transfer tax of $1.10 per $1,000 (0.11%), customarily the seller's in California; city taxes vary.",
  },
  {
    id: "la-county-assessor-property-tax",
    publisher: "Los Angeles County Assessor",
    title: "Property tax: the 1% general levy and voter-approved debt",
    published: "2025",
    comparedWithNotes: COMPARED_WITH_NOTES,
    supports: "The yearly property tax of about 1.1-1.2% of the value in Beverly Hills and West Hollywood.",
  },
  {
    id: "city-of-aspen-rett",
    publisher: "City of Aspen",
    title: "Real Estate Transfer Tax",
    published: "2025",
    comparedWithNotes: COMPARED_WITH_NOTES,
    supports:
      "Aspen's real estate transfer taxes, paid by the buyer: 0.5% of the price plus 1% of the price above $100,000 (about 1.5% in all).",
  },
  {
    id: "pitkin-county-assessor-mill-levies",
    publisher: "Pitkin County Assessor",
    title: "Mill levies and property tax",
    published: "2025",
    comparedWithNotes: COMPARED_WITH_NOTES,
    supports: "The yearly property tax of about 0.4-0.6% of the value in Aspen.",
  },
  {
    id: "dla-piper-dubai-asset-deals",
    publisher: "DLA Piper REALWorld",
    title: "Sale and purchase: taxation of asset deals (United Arab Emirates - Dubai)",
    published: "2023-03-01",
    comparedWithNotes: COMPARED_WITH_NOTES,
    url: "https://www.dlapiperrealworld.com/law/index.html?t=sale-and-purchase&s=taxation-of-real-estate-sales-and-purchases&q=taxation-of-asset-deals&c=AE-DU",
    supports:
      "Dubai's 4% Land Department fee on a sale and purchase, which sellers commonly insist the buyer pays in full; VAT at 5% from 1 January 2018; no yearly property tax among the costs of holding.",
  },
  {
    id: "agn-avocats-dubai-transfer-fees",
    publisher: "AGN Avocats",
    title: "Property transfer fees in Dubai: what to expect and how to plan",
    published: "2025",
    comparedWithNotes: COMPARED_WITH_NOTES,
    url: "https://www.agn-avocats.com/blog/property-dubai/property-transfer-fees-in-dubai-what-to-expect-and-how-to-plan",
    supports: "The agency commission of about 2% of the price plus VAT, often borne by the buyer in Dubai.",
  },
  {
    id: "bresi-rental-programmes",
    publisher: "BRESI (Branded Residences Institute)",
    title: "Rental programmes of branded residences",
    published: "2023",
    comparedWithNotes: COMPARED_WITH_NOTES,
    supports: "Owners in a branded residence's rental programme typically keep 40-60% of the rental revenue; the operator keeps the rest.",
  },
  {
    id: "iii-condo-insurance",
    publisher: "Insurance Information Institute",
    title: "What does a condo insurance policy cover?",
    published: "2024",
    comparedWithNotes: COMPARED_WITH_NOTES,
    supports:
      "What a condominium owner's own (HO-6) policy covers: the interior, improvements, contents, loss of use and liability, while the association's master policy covers the building and common areas.",
  },
  {
    id: "indicative-rates-2025-11",
    publisher: "Aurum Residences",
    title: "Indicative exchange-rate snapshot, approximate market rates of late November 2025",
    published: "2025-11-20",
    comparedWithNotes: COMPARED_WITH_NOTES,
    supports:
      "The rates per US dollar the currency switch converts with (EUR 0.86, GBP 0.76, CHF 0.80, SGD 1.30, JPY 155, HKD 7.78), rounded.",
  },
  {
    id: "cbuae-dirham-peg",
    publisher: "Central Bank of the UAE",
    title: "The UAE dirham's peg to the US dollar",
    published: "1997-11",
    comparedWithNotes: COMPARED_WITH_NOTES,
    url: "https://www.centralbank.ae/",
    supports: "The dirham's fixed rate of AED 3.6725 to the US dollar.",
  },
];
