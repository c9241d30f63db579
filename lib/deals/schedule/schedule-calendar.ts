import { formatAmount } from "@/lib/currency/format";
import { padContractId } from "@/lib/format";
import type { Contract } from "@/lib/schemas/contract";
import { writeCalendar, type AllDayEvent } from "./ics";
import type { PaymentSchedule } from "./schedule";

/** The due dates of the instalments not yet paid, one all-day event each, as an .ics file's text. */
export function scheduleCalendar(contract: Pick<Contract, "id" | "property">, schedule: PaymentSchedule, stamp: Date): string {
  const number = padContractId(contract.id);
  const events = schedule.instalments
    .filter((instalment) => instalment.status.state !== "paid")
    .map((instalment): AllDayEvent => ({
      uid: `contract-${contract.id}-${instalment.key}@payment-schedule.aurum-residences`,
      date: instalment.dueOn,
      summary: `Payment due: ${formatAmount(instalment.amountMinor, schedule.currency, { display: "code" })}, ${instalment.label}, contract #${number}`,
      description: `${contract.property}\nContract #${number}: ${instalment.label}.\nBefore paying, check the escrow account against the contract.`,
    }));
  return writeCalendar(events, { name: `Payments, contract #${number}`, stamp });
}

/** The file's name: "payment-schedule-contract-0001.ics". */
export function calendarFileName(contract: Pick<Contract, "id">): string {
  return `payment-schedule-contract-${padContractId(contract.id)}.ics`;
}
