import type { Source } from "@/lib/schemas/source";

/**
 * The sources of the cross-border sheet's rules (lib/cross-border). `published` is the date of
 * the rule as the sheet states it (its enactment, its taking effect or the publisher's notice);
 * `comparedWithNotes` is when the sheet's wording was last compared with the team's research notes
 * on the source (not a fresh reading of the publisher's page: this is said on /sources). Joined with the site's list of
 * sources (data/sources.ts) in lib/catalogue/sources.ts; a source both use (a transfer tax) is listed there once.
 */
const COMPARED_WITH_NOTES = "2026-11-29";

export const crossBorderSources: Source[] = [
  {
    id: "nar-practice-changes",
    publisher: "National Association of Realtors",
    title: "Practice changes from the settlement: written agreements with buyers' agents",
    published: "2024-08-17",
    comparedWithNotes: COMPARED_WITH_NOTES,
    url: "https://www.nar.realtor/the-facts",
    supports: "US agents' fees are negotiated; since 17 August 2024 a buyer agrees their own agent's pay in writing before touring.",
  },
  {
    id: "irs-firpta-withholding",
    publisher: "Internal Revenue Service",
    title: "FIRPTA withholding (Internal Revenue Code section 1445)",
    published: "2016-02-17",
    comparedWithNotes: COMPARED_WITH_NOTES,
    url: "https://www.irs.gov/individuals/international-taxpayers/firpta-withholding",
    supports: "A buyer withholds 15% of the amount realised when a foreign person sells US real property, and pays it to the IRS.",
  },
  {
    id: "irs-nonresident-rental-income",
    publisher: "Internal Revenue Service",
    title: "Publication 519, U.S. Tax Guide for Aliens: real property income and the net-basis election",
    published: "2025-01-01",
    comparedWithNotes: COMPARED_WITH_NOTES,
    url: "https://www.irs.gov/publications/p519",
    supports:
      "Rents paid to a foreign owner of US property bear 30% withholding on the gross unless the owner elects to treat them as effectively connected and be taxed on the net.",
  },
  {
    id: "irs-worldwide-income",
    publisher: "Internal Revenue Service",
    title: "Publication 54, Tax Guide for U.S. Citizens and Resident Aliens Abroad",
    published: "2025-01-01",
    comparedWithNotes: COMPARED_WITH_NOTES,
    url: "https://www.irs.gov/publications/p54",
    supports: "US citizens and residents are taxed on their worldwide income, wherever they live and wherever it is earned.",
  },
  {
    id: "fincen-residential-real-estate-rule",
    publisher: "Financial Crimes Enforcement Network (FinCEN)",
    title: "Anti-Money Laundering Regulations for Residential Real Estate Transfers (31 CFR 1031.320)",
    published: "2024-08-29",
    comparedWithNotes: COMPARED_WITH_NOTES,
    url: "https://www.fincen.gov/rre",
    supports: "Closing professionals report non-financed transfers of US residential property to companies and trusts.",
  },
  {
    id: "fincen-residential-real-estate-postponement",
    publisher: "Financial Crimes Enforcement Network (FinCEN)",
    title: "Exemptive relief order postponing the Residential Real Estate Rule's reporting to 1 March 2026",
    published: "2025-09-30",
    comparedWithNotes: COMPARED_WITH_NOTES,
    supports: "The reporting duty starts on 1 March 2026 instead of 1 December 2025, as published on 30 September 2025.",
  },
  {
    id: "uscis-eb5",
    publisher: "US Citizenship and Immigration Services",
    title: "EB-5 Immigrant Investor Program (EB-5 Reform and Integrity Act of 2022)",
    published: "2022-03-15",
    comparedWithNotes: COMPARED_WITH_NOTES,
    url: "https://www.uscis.gov/working-in-the-united-states/permanent-workers/eb-5-immigrant-investor-program",
    supports:
      "US residence through investment needs capital in a new commercial enterprise that creates jobs; buying a home does not qualify.",
  },
  {
    id: "dubai-land-department-fees",
    publisher: "Dubai Land Department",
    title: "Real estate registration fees: sale registration at 4% of the property value",
    published: "2013-10-01",
    comparedWithNotes: COMPARED_WITH_NOTES,
    url: "https://dubailand.gov.ae",
    supports:
      "The Land Department's 4% fee on the price when a sale is registered, customarily paid by the buyer, plus small administration fees.",
  },
  {
    id: "dubai-escrow-law",
    publisher: "Government of Dubai",
    title: "Law No. 8 of 2007 concerning escrow accounts for real property development in the Emirate of Dubai",
    published: "2007-06-28",
    comparedWithNotes: COMPARED_WITH_NOTES,
    supports:
      "Payments for units sold off-plan go into the project's escrow account with an approved bank, released to the developer by construction progress.",
  },
  {
    id: "uae-vat-law",
    publisher: "UAE Federal Tax Authority",
    title: "Federal Decree-Law No. 8 of 2017 on Value Added Tax",
    published: "2018-01-01",
    comparedWithNotes: COMPARED_WITH_NOTES,
    url: "https://tax.gov.ae",
    supports: "VAT of 5% on services such as an estate agent's fee.",
  },
  {
    id: "uae-golden-visa-property",
    publisher: "UAE Cabinet",
    title: "Cabinet Resolution No. 65 of 2022, annex, article 8: golden residence for real estate investors",
    published: "2022-10-03",
    comparedWithNotes: COMPARED_WITH_NOTES,
    url: "https://icp.gov.ae",
    supports:
      "A 10-year residence for an investor who owns property of AED 2,000,000 or more, off-plan from an approved developer and mortgaged with a local bank included.",
  },
  {
    id: "uae-corporate-tax-law",
    publisher: "UAE Federal Tax Authority",
    title: "Federal Decree-Law No. 47 of 2022 on the Taxation of Corporations and Businesses",
    published: "2022-10-03",
    comparedWithNotes: COMPARED_WITH_NOTES,
    url: "https://tax.gov.ae",
    supports:
      "Corporate tax of 9% on a company's taxable income above AED 375,000, for financial years from 1 June 2023; an individual's own property investment is outside it.",
  },
  {
    id: "hmrc-foreign-income",
    publisher: "HM Revenue & Customs",
    title: "Tax on foreign income (foreign income and gains regime from 6 April 2025)",
    published: "2025-04-06",
    comparedWithNotes: COMPARED_WITH_NOTES,
    url: "https://www.gov.uk/tax-foreign-income",
    supports:
      "UK residents pay UK tax on foreign rents and gains, with relief for tax paid abroad; the remittance basis ended on 5 April 2025.",
  },
  {
    id: "germany-uae-no-treaty",
    publisher: "Bundesministerium der Finanzen",
    title: "Double taxation agreements: the agreement with the United Arab Emirates expired on 31 December 2021",
    published: "2022-01-01",
    comparedWithNotes: COMPARED_WITH_NOTES,
    url: "https://www.bundesfinanzministerium.de",
    supports:
      "German residents are taxed on worldwide income; with no treaty with the UAE, German tax applies to income from a Dubai property.",
  },
  {
    id: "iras-foreign-sourced-income",
    publisher: "Inland Revenue Authority of Singapore",
    title: "Foreign-sourced income: tax exemption for individuals",
    published: "2004-01-01",
    comparedWithNotes: COMPARED_WITH_NOTES,
    url: "https://www.iras.gov.sg",
    supports: "Foreign-sourced income received in Singapore by an individual (not through a partnership) is exempt from Singapore tax.",
  },
  {
    id: "cra-t1135",
    publisher: "Canada Revenue Agency",
    title: "Form T1135, Foreign Income Verification Statement",
    published: "2015-01-01",
    comparedWithNotes: COMPARED_WITH_NOTES,
    url: "https://www.canada.ca/en/revenue-agency/services/forms-publications/forms/t1135.html",
    supports:
      "Canadian residents declare foreign property costing more than CAD 100,000 in total each year; property used mainly for personal use is excluded; foreign rents are taxed with credit for foreign tax.",
  },
];
