import { perStepOrPart, shareAbove, shareOf } from "../amounts";
import type { MarketId } from "../markets";
import type { CrossBorderProperty, Payer, SheetLine } from "../types";

/** The transfer taxes of a US market at purchase, and what of them falls on the owner at a sale. */
export type LocalLines = { purchase: SheetLine[]; sale: SheetLine[] };

const FLORIDA = { sourceId: "florida-dor-documentary-stamp-tax" } as const;

function miamiDade(property: CrossBorderProperty): LocalLines {
  // Customarily the seller's on a resale; on a new residence the developer's contract may pass it on.
  const payer: Payer = property.offPlan ? "either" : "seller";
  const custom = property.offPlan
    ? "A developer's contract for a new residence may pass it to the buyer: read the contract."
    : "Customarily the seller's on a resale.";
  const stamps = perStepOrPart(property.priceMinor, 100_00, 60);
  const surtax = perStepOrPart(property.priceMinor, 100_00, 45);
  return {
    purchase: [
      {
        key: "florida-deed-stamps",
        label: "Florida documentary stamp tax on the deed",
        amount: stamps,
        rule: `$0.60 for each $100 or part of the price, Miami-Dade County's rate (0.70% elsewhere in Florida). ${custom}`,
        payer,
        basis: FLORIDA,
      },
      {
        key: "miami-dade-surtax",
        label: "Miami-Dade documentary surtax",
        amount: surtax,
        rule: `$0.45 for each $100 or part of the price; due on a condominium (only a single-family house is exempt). ${custom}`,
        payer,
        basis: FLORIDA,
      },
      {
        key: "florida-mortgage-taxes",
        label: "Florida taxes on a mortgage, if you borrow",
        rule: "Documentary stamp tax of $0.35 for each $100 of the loan and intangible tax of 0.2% of it, the borrower's. None for a cash purchase.",
        payer: "buyer",
        basis: FLORIDA,
      },
    ],
    sale: [
      {
        key: "florida-deed-stamps-at-sale",
        label: "Documentary stamp tax and surtax on your deed",
        amount: stamps + surtax,
        rule: "The same taxes at the next sale, customarily the seller's on a resale; shown at today's price.",
        payer: "seller",
        basis: FLORIDA,
      },
    ],
  };
}

const LA_COUNTY = { sourceId: "la-county-documentary-transfer-tax" } as const;

function losAngelesCounty(property: CrossBorderProperty): LocalLines {
  const tax = perStepOrPart(property.priceMinor, 500_00, 55);
  const cityNote: SheetLine = {
    key: "city-transfer-tax",
    label: "City transfer tax",
    rule: "Not included: Beverly Hills and West Hollywood are cities of their own, and this sheet has not checked whether the city levies a transfer tax of its own.",
    payer: "either",
    basis: { illustrative: true },
  };
  return {
    purchase: [
      {
        key: "la-county-transfer-tax",
        label: "Los Angeles County documentary transfer tax",
        amount: tax,
        rule: "$0.55 for each $500 or part of the price (0.11%). Who pays it is agreed in the purchase contract.",
        payer: "either",
        basis: LA_COUNTY,
      },
      cityNote,
    ],
    sale: [
      {
        key: "la-county-transfer-tax-at-sale",
        label: "County documentary transfer tax at the sale",
        amount: tax,
        rule: "The same tax at the next sale, borne as the sale contract agrees; shown at today's price.",
        payer: "either",
        basis: LA_COUNTY,
      },
    ],
  };
}

const ASPEN = { sourceId: "city-of-aspen-rett" } as const;

function aspen(property: CrossBorderProperty): LocalLines {
  return {
    purchase: [
      {
        key: "aspen-rett",
        label: "Aspen real estate transfer tax (0.5%)",
        amount: shareOf(property.priceMinor, 50),
        rule: "0.5% of the price, the purchaser's responsibility.",
        payer: "buyer",
        basis: ASPEN,
      },
      {
        key: "aspen-housing-rett",
        label: "Aspen housing transfer tax (1%)",
        amount: shareAbove(property.priceMinor, 100_000_00, 100),
        rule: "1% of the price above the first $100,000, the purchaser's responsibility.",
        payer: "buyer",
        basis: ASPEN,
      },
    ],
    sale: [
      {
        key: "aspen-rett-at-sale",
        label: "Aspen's transfer taxes at the sale",
        rule: "Paid by your buyer, not by you.",
        payer: "buyer",
        basis: ASPEN,
      },
    ],
  };
}

/** The local transfer taxes of a market in the United States. */
export function usLocalLines(market: Exclude<MarketId, "dubai">, property: CrossBorderProperty): LocalLines {
  if (market === "miami-dade") return miamiDade(property);
  if (market === "los-angeles-county") return losAngelesCounty(property);
  return aspen(property);
}
