import { convertMinor } from "@/lib/currency/convert";
import { formatAmount } from "@/lib/currency/format";
import type { CrossBorderChoice } from "@/lib/schemas/cross-border-choice";
import { shareOf } from "../amounts";
import type { CrossBorderProperty, MarketLines, SheetLine } from "../types";

/** The Land Department's fee on a registered sale: 4% of the price. */
export const DLD_TRANSFER_FEE_BPS = 400;
/** The customary agency fee on a Dubai purchase: about 2% of the price (the site's assumption). */
export const DUBAI_AGENCY_FEE_BPS = 200;
/** UAE VAT on services: 5%. */
export const UAE_VAT_BPS = 500;
/** The golden residence's property threshold: AED 2,000,000, in fils. */
export const GOLDEN_VISA_THRESHOLD_AED_MINOR = 2_000_000_00;

const DLD = { sourceId: "dubai-land-department-fees" } as const;
const CORPORATE_TAX = { sourceId: "uae-corporate-tax-law" } as const;

function purchaseFees(property: CrossBorderProperty): SheetLine[] {
  const agencyFee = shareOf(property.priceMinor, DUBAI_AGENCY_FEE_BPS);
  return [
    {
      key: "dld-transfer-fee",
      label: "Dubai Land Department transfer fee",
      amount: shareOf(property.priceMinor, DLD_TRANSFER_FEE_BPS),
      rule: "4% of the price when the sale is registered, customarily the buyer's, plus small administration fees.",
      payer: "buyer",
      basis: DLD,
    },
    {
      key: "dubai-agency-fee",
      label: "Agency fee",
      amount: agencyFee,
      rule: "About 2% of the price, the customary rate a buyer pays the agent (the site's assumption: agree it with your agent).",
      payer: "buyer",
      basis: { illustrative: true },
    },
    {
      key: "dubai-agency-vat",
      label: "VAT on the agency fee",
      amount: shareOf(agencyFee, UAE_VAT_BPS),
      rule: "5% of the agency fee.",
      payer: "buyer",
      basis: { sourceId: "uae-vat-law" },
    },
  ];
}

function escrow(property: CrossBorderProperty): SheetLine {
  return property.offPlan
    ? {
        key: "escrow",
        label: "Escrow account",
        rule: "Off-plan: pay every instalment into the project's escrow account with its approved bank, never to the developer directly; the bank releases it as construction progresses.",
        payer: "buyer",
        basis: { sourceId: "dubai-escrow-law" },
      }
    : {
        key: "escrow",
        label: "Escrow and trust accounts",
        rule: "Ready residence: no project escrow (that is for off-plan sales); the price is paid at the transfer, at the Land Department's registration trustee, against the new title deed.",
        payer: "buyer",
        basis: DLD,
      };
}

function rentalTax(choice: CrossBorderChoice): SheetLine {
  if (choice.vehicle === "personal")
    return {
      key: "uae-rental-tax",
      label: "UAE tax on rental income",
      rule: "None for an individual: the UAE has no personal income tax, and corporate tax does not reach an individual's own property investment.",
      payer: "buyer",
      basis: CORPORATE_TAX,
    };
  return {
    key: "uae-rental-tax",
    label: "UAE corporate tax on rental income",
    rule: "A company earning rent from UAE property, UAE or foreign, is within corporate tax: 9% of its taxable income above AED 375,000 a year, for financial years from 1 June 2023.",
    payer: "buyer",
    basis: CORPORATE_TAX,
  };
}

function goldenVisa(property: CrossBorderProperty, choice: CrossBorderChoice): SheetLine[] {
  const threshold = convertMinor(GOLDEN_VISA_THRESHOLD_AED_MINOR, "AED", property.currency);
  const qualifies = property.priceMinor >= threshold;
  const inPrice =
    property.currency === "AED"
      ? ""
      : ` (${formatAmount(threshold, property.currency, { scale: "whole" })} at the pegged rate of AED 3.6725 to the dollar)`;
  const basis = { sourceId: "uae-golden-visa-property" } as const;
  return [
    {
      key: "golden-visa",
      label: "UAE 10-year golden residence",
      rule: `${qualifies ? "This price reaches" : "This price is below"} the threshold of property worth AED 2,000,000 or more${inPrice}. What counts: property you own, alone or jointly, ready or off-plan bought from an approved developer, mortgaged with a UAE bank included; you need health insurance for yourself and your family.`,
      payer: "buyer",
      basis,
    },
    {
      key: "golden-visa-exclusions",
      label: "What does not count",
      rule:
        choice.vehicle === "company"
          ? "The rule speaks of property the investor owns: whether a company's ownership counts is for the residence authority to decide, and the published rule does not say. Nor does property bought from an unapproved developer or mortgaged with a lender outside the UAE."
          : "Property bought off-plan from a developer the authority has not approved, or mortgaged with a lender outside the UAE.",
      payer: "buyer",
      basis,
    },
  ];
}

/** Dubai's lines for this buyer. */
export function dubaiLines(property: CrossBorderProperty, choice: CrossBorderChoice): MarketLines {
  return {
    purchaseFees: purchaseFees(property),
    purchaseTerms: [escrow(property)],
    yearly: [rentalTax(choice)],
    sale: [
      {
        key: "uae-gains-tax",
        label: "UAE tax on the gain",
        rule:
          choice.vehicle === "personal"
            ? "None for an individual."
            : "A company's gain is part of its taxable income for corporate tax (9% above AED 375,000 a year).",
        payer: "seller",
        basis: CORPORATE_TAX,
      },
      {
        key: "dubai-listing-agent-fee",
        label: "Your listing agent's fee",
        rule: "As agreed with your agent (about 2% plus 5% VAT is common; the site's assumption).",
        payer: "seller",
        basis: { illustrative: true },
      },
    ],
    residency: goldenVisa(property, choice),
    reporting: [],
  };
}
