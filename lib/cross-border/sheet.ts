import type { CrossBorderChoice } from "@/lib/schemas/cross-border-choice";
import { RULES_CHECKED } from "./checked";
import { closingCostsLine, holdingCostsLine, priceLine } from "./rules/common";
import { dubaiLines } from "./rules/dubai";
import { homeCountryLines } from "./rules/home-country";
import { usMarketLines } from "./rules/us-federal";
import { usLocalLines } from "./rules/us-local";
import { marketNames, marketOfCity } from "./markets";
import type { CrossBorderProperty, CrossBorderSheet } from "./types";

/**
 * The cross-border cost of buying `property` for this buyer: at purchase, each year, at sale,
 * residency and reporting, each line with its amount or rule, who bears it and its source. Pure:
 * the same inputs give the same sheet. A city outside the known markets gives no lines.
 */
export function crossBorderSheet(property: CrossBorderProperty, choice: CrossBorderChoice): CrossBorderSheet {
  const market = marketOfCity(property.city);
  if (!market) return { known: false, city: property.city, choice, checked: RULES_CHECKED };
  const lines = market === "dubai" ? dubaiLines(property, choice) : usMarketLines(property, choice, usLocalLines(market, property));
  const home = homeCountryLines(choice, market);
  return {
    known: true,
    market,
    marketName: marketNames[market],
    choice,
    checked: RULES_CHECKED,
    lines: {
      purchase: [priceLine(property), ...lines.purchaseFees, closingCostsLine(property), ...lines.purchaseTerms],
      yearly: [holdingCostsLine, ...lines.yearly, ...home.yearly],
      sale: lines.sale,
      residency: lines.residency,
      reporting: [...lines.reporting, ...home.reporting],
    },
  };
}
