import { paymentPlanAmounts } from "@/lib/facts/payment-plan";
import { fractionOf } from "@/lib/money-shares";
import type { Contract } from "@/lib/schemas/contract";
import type { OffPlanBuilding } from "./building";
import { addDays, daysBetween, quarterEnd } from "./calendar-days";

export type InstalmentKind = "reservation" | "signing" | "construction" | "completion";

/** One dated payment of an off-plan contract, in integer minor units of the listing's currency. */
export type PlannedInstalment = {
  /** Stable across completion changes: "signing", "construction-2", "completion" (records name it). */
  key: string;
  kind: InstalmentKind;
  /** "On signing", "Construction instalment 2 of 3", "On completion". */
  label: string;
  dueOn: string;
  amountMinor: number;
};

/** What the schedule is made from: the contract's price and dates, and its building's plan. */
export type ScheduleSource = {
  contract: Pick<Contract, "amountCents" | "deadline" | "signatures">;
  building: Pick<OffPlanBuilding, "completion" | "paymentPlan">;
};

/** About a quarter of a year: the construction instalments fall quarterly, at most 12 of them. */
const QUARTER_DAYS = 91.31;
const MAX_CONSTRUCTION_INSTALMENTS = 12;

function kindOf(milestone: string): InstalmentKind {
  if (/reserv/i.test(milestone)) return "reservation";
  if (/construct|instalment/i.test(milestone)) return "construction";
  if (/complet|handover/i.test(milestone)) return "completion";
  return "signing";
}

/**
 * The day the contract is signed: the last signature's day once both parties signed, else the
 * signing deadline (the instalment is due by then). A reservation is paid the same day.
 */
export function signingDate(contract: ScheduleSource["contract"]): string {
  const dates = contract.signatures.map((signature) =>
    signature.status === "signed" && signature.date ? signature.date.slice(0, 10) : null,
  );
  if (dates.length === 0 || dates.some((date) => date === null)) return contract.deadline;
  return (dates as string[]).sort().at(-1)!;
}

/** The completion the plan promises: the last day of the building's completion quarter, never before signing. */
export function plannedCompletion(source: ScheduleSource): string {
  const end = quarterEnd(source.building.completion);
  const signed = signingDate(source.contract);
  return end < signed ? signed : end;
}

/** How many quarterly construction instalments fit between signing and the planned completion (1 to 12). */
export function constructionCount(signed: string, completion: string): number {
  const quarters = Math.round(daysBetween(signed, completion) / QUARTER_DAYS) - 1;
  return Math.min(MAX_CONSTRUCTION_INSTALMENTS, Math.max(1, quarters));
}

/** `amount` in `count` shares as equal as whole minor units allow; the last takes what is left. */
function evenShares(amount: number, count: number): number[] {
  const shares = Array.from({ length: count - 1 }, () => fractionOf(amount, 1, count));
  return [...shares, amount - shares.reduce((sum, share) => sum + share, 0)];
}

/**
 * The dated instalments of an off-plan contract. The plan's shares of the price (exact: the
 * shares add up to the price, `paymentPlanAmounts`); signing on `signingDate`; a construction
 * share in quarterly instalments spread evenly between signing and completion; completion on
 * `completionOn` (a recorded new date) or the planned one. The number of construction
 * instalments comes from the planned completion, so a later date stretches their spacing
 * and never renames or re-prices one.
 */
export function scheduleInstalments(source: ScheduleSource, completionOn?: string): PlannedInstalment[] {
  const signed = signingDate(source.contract);
  const planned = plannedCompletion(source);
  const completion = completionOn && completionOn > signed ? completionOn : completionOn ? signed : planned;
  const count = constructionCount(signed, planned);
  const span = daysBetween(signed, completion);
  const instalments: PlannedInstalment[] = [];
  let constructionNumber = 0;
  for (const step of paymentPlanAmounts(source.building.paymentPlan, source.contract.amountCents)) {
    const kind = kindOf(step.milestone);
    if (kind !== "construction") {
      const dueOn = kind === "completion" ? completion : signed;
      instalments.push({ key: kind, kind, label: step.milestone, dueOn, amountMinor: step.amountCents });
      continue;
    }
    evenShares(step.amountCents, count).forEach((amountMinor, index) => {
      constructionNumber += 1;
      instalments.push({
        key: `construction-${constructionNumber}`,
        kind,
        label: `Construction instalment ${index + 1} of ${count}`,
        dueOn: addDays(signed, Math.round(((index + 1) * span) / (count + 1))),
        amountMinor,
      });
    });
  }
  return instalments;
}
