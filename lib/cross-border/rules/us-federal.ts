import type { CrossBorderChoice } from "@/lib/schemas/cross-border-choice";
import { shareOf } from "../amounts";
import type { LocalLines } from "./us-local";
import type { CrossBorderProperty, MarketLines, SheetLine } from "../types";

const NAR = { sourceId: "nar-practice-changes" } as const;
const IRS_RENTS = { sourceId: "irs-nonresident-rental-income" } as const;
const FIRPTA = { sourceId: "irs-firpta-withholding" } as const;

/** FIRPTA's withholding on the amount realised when a foreign person sells: 15%. */
export const FIRPTA_WITHHOLDING_BPS = 1_500;

const isUsPerson = (choice: CrossBorderChoice) => choice.residence === "us";

function agencyAtPurchase(): SheetLine {
  return {
    key: "buyer-agent-fee",
    label: "Your buyer's agent's fee",
    rule: "Negotiated: since 17 August 2024 you agree your own agent's pay in writing before touring; the seller may offer to pay it.",
    payer: "either",
    basis: NAR,
  };
}

function escrowAtPurchase(property: CrossBorderProperty): SheetLine {
  return {
    key: "escrow",
    label: "Escrow and trust accounts",
    rule: property.offPlan
      ? "Usual practice: deposits on a new residence are held in an escrow account under the developer's contract until closing; read which account and when it may be released."
      : "Usual practice: the deposit and the price pass through a title company's or attorney's escrow or trust account and reach the seller at closing.",
    payer: "buyer",
    basis: { illustrative: true },
  };
}

function rentalIncomeTax(choice: CrossBorderChoice): SheetLine {
  if (isUsPerson(choice))
    return {
      key: "us-rental-tax",
      label: "US tax on rental income",
      rule: "Reported on your own US return and taxed on the net, after expenses and depreciation; nothing is withheld from the rents.",
      payer: "buyer",
      basis: IRS_RENTS,
    };
  const owner = choice.vehicle === "company" ? "your company, as a foreign owner," : "you, as a foreign owner,";
  return {
    key: "us-rental-withholding",
    label: "US withholding on rental income",
    rule: `30% of the gross rents, withheld by the tenant or the programme's operator, unless ${owner} elect to be taxed on the net income (Form W-8ECI and a yearly US return).`,
    payer: "buyer",
    basis: IRS_RENTS,
  };
}

function firpta(property: CrossBorderProperty, choice: CrossBorderChoice): SheetLine {
  if (isUsPerson(choice))
    return {
      key: "firpta",
      label: "FIRPTA withholding",
      rule: "None for a US person: you give your buyer a certificate that you are not a foreign person. The gain is taxed on your own return.",
      payer: "seller",
      basis: FIRPTA,
    };
  const who = choice.vehicle === "company" ? "a foreign person (your company, if formed outside the US)" : "a foreign person (you)";
  return {
    key: "firpta",
    label: "FIRPTA withholding",
    amount: shareOf(property.priceMinor, FIRPTA_WITHHOLDING_BPS),
    rule: `When ${who} sells, the buyer withholds 15% of the gross price and pays it to the IRS. It counts towards the US tax on the gain; a withholding certificate can lower it. Shown at today's price.`,
    payer: "seller",
    basis: FIRPTA,
  };
}

function fincen(choice: CrossBorderChoice): SheetLine[] {
  const rule = { sourceId: "fincen-residential-real-estate-rule" } as const;
  if (choice.vehicle === "personal")
    return [
      {
        key: "fincen-report",
        label: "FinCEN report of all-cash purchases",
        rule: "Does not apply to a purchase in your own name: the rule covers transfers to companies and trusts.",
        payer: "buyer",
        basis: rule,
      },
    ];
  return [
    {
      key: "fincen-report",
      label: "FinCEN report of all-cash purchases",
      rule: "Applies if your company or trust buys without a loan from a regulated lender: the closing professional reports the purchase to FinCEN, with the company's beneficial owners and where the money came from, so be ready to give them.",
      payer: "buyer",
      basis: rule,
    },
    {
      key: "fincen-effective-date",
      label: "FinCEN report: from when",
      rule: "For transfers from 1 March 2026, as published by FinCEN on 30 September 2025 (first set for 1 December 2025).",
      payer: "buyer",
      basis: { sourceId: "fincen-residential-real-estate-postponement" },
    },
  ];
}

function residency(choice: CrossBorderChoice): SheetLine[] {
  if (isUsPerson(choice)) return [];
  return [
    {
      key: "us-residence",
      label: "US residence through the purchase",
      rule: "None: owning a US home gives no right to live in the US. The EB-5 investor visa needs capital in a business that creates jobs; a home does not count.",
      payer: "buyer",
      basis: { sourceId: "uscis-eb5" },
    },
  ];
}

/** The lines of a US market for this buyer: its local transfer taxes (`local`) and the federal rules. */
export function usMarketLines(property: CrossBorderProperty, choice: CrossBorderChoice, local: LocalLines): MarketLines {
  return {
    purchaseFees: local.purchase,
    purchaseTerms: [agencyAtPurchase(), escrowAtPurchase(property)],
    yearly: [rentalIncomeTax(choice)],
    sale: [
      firpta(property, choice),
      ...local.sale,
      {
        key: "listing-agent-fee",
        label: "Your listing agent's fee",
        rule: "Negotiated with your agent and paid from the sale price; any fee to the buyer's agent is agreed in the sale.",
        payer: "seller",
        basis: NAR,
      },
    ],
    residency: residency(choice),
    reporting: fincen(choice),
  };
}
