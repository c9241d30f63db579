import type { CrossBorderChoice } from "@/lib/schemas/cross-border-choice";
import { taxResidenceLabels } from "@/lib/schemas/cross-border-values";
import type { MarketId } from "../markets";
import type { SheetLine } from "../types";

/** What the buyer's own country asks of a property abroad: its tax on the income and gains, and any yearly statement. */
export type HomeLines = { yearly: SheetLine[]; reporting: SheetLine[] };

const NONE: HomeLines = { yearly: [], reporting: [] };

function individualRule(choice: CrossBorderChoice, market: MarketId): { rule: string; sourceId: string } | undefined {
  const inDubai = market === "dubai";
  switch (choice.residence) {
    case "us":
      return inDubai
        ? {
            rule: "As a US person you are taxed on your worldwide income: the rents and any gain go on your US return.",
            sourceId: "irs-worldwide-income",
          }
        : undefined;
    case "gb":
      return {
        rule: "UK residents pay UK tax on foreign rents and gains, with relief for the tax paid abroad (since 6 April 2025 without the remittance basis).",
        sourceId: "hmrc-foreign-income",
      };
    case "ae":
      return inDubai ? undefined : { rule: "No UAE tax on an individual's rents or gains from abroad.", sourceId: "uae-corporate-tax-law" };
    case "de":
      return {
        rule: inDubai
          ? "Germany taxes its residents on worldwide income; with no tax treaty with the UAE since 1 January 2022, the rents and gains are taxed in Germany."
          : "Germany taxes its residents on worldwide income; the treaty with the United States decides how the US tax on these rents is relieved.",
        sourceId: "germany-uae-no-treaty",
      };
    case "sg":
      return {
        rule: "Foreign-sourced income received in Singapore by an individual is exempt from Singapore tax.",
        sourceId: "iras-foreign-sourced-income",
      };
    case "ca":
      return { rule: "Canada taxes its residents on worldwide income, with credit for the foreign tax paid.", sourceId: "cra-t1135" };
  }
}

/** The buyer's own country's lines for a residence in `market`; none where the buyer is at home. */
export function homeCountryLines(choice: CrossBorderChoice, market: MarketId): HomeLines {
  const atHome = (choice.residence === "us" && market !== "dubai") || (choice.residence === "ae" && market === "dubai");
  if (atHome) return NONE;
  const country = taxResidenceLabels[choice.residence];
  const label = choice.residence === "us" ? "US tax on foreign income" : `Tax in ${country}`;
  const individual = individualRule(choice, market);
  const yearly: SheetLine[] = [];
  if (choice.vehicle === "company")
    yearly.push({
      key: "home-tax",
      label,
      rule: "Your company is taxed where it is resident, on its own country's terms for companies; this sheet states the rules for individuals only.",
      payer: "buyer",
      basis: { illustrative: true },
    });
  else if (individual)
    yearly.push({ key: "home-tax", label, rule: individual.rule, payer: "buyer", basis: { sourceId: individual.sourceId } });
  const reporting: SheetLine[] =
    choice.residence === "ca"
      ? [
          {
            key: "canada-t1135",
            label: "Canada: foreign property statement (T1135)",
            rule: "Each year, declare foreign property costing more than CAD 100,000 in total; a home kept mainly for personal use is excluded, a rented one is not.",
            payer: "buyer",
            basis: { sourceId: "cra-t1135" },
          },
        ]
      : [];
  return { yearly, reporting };
}
