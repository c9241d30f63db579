import { parseIsoDate } from "@/lib/format";

/** Calendar dates (YYYY-MM-DD) counted in whole days, in UTC so no time zone or clock change moves them. */

const DAY_MS = 86_400_000;

function dayNumber(iso: string): number {
  const date = parseIsoDate(iso);
  if (!date) throw new RangeError(`Not a calendar date: ${iso}`);
  return Math.round(date.getTime() / DAY_MS);
}

function fromDayNumber(day: number): string {
  return new Date(day * DAY_MS).toISOString().slice(0, 10);
}

/** "2027-12-31" plus 1 day is "2028-01-01". */
export function addDays(iso: string, days: number): string {
  return fromDayNumber(dayNumber(iso) + days);
}

/** Days from `from` to `to`: negative when `to` comes first. */
export function daysBetween(from: string, to: string): number {
  return dayNumber(to) - dayNumber(from);
}

/** The last day of a quarter: "2027-Q4" is "2027-12-31", "2028-Q1" is "2028-03-31". */
export function quarterEnd(quarter: string): string {
  const match = /^(\d{4})-Q([1-4])$/.exec(quarter);
  if (!match) throw new RangeError(`Not a quarter: ${quarter}`);
  const year = Number(match[1]);
  const firstOfNext = Number(match[2]) === 4 ? `${year + 1}-01-01` : `${year}-${String(Number(match[2]) * 3 + 1).padStart(2, "0")}-01`;
  return addDays(firstOfNext, -1);
}

/**
 * A slip in words: "92 days (about 3 months)", "12 days", "1 day". Months are 30.44 days on
 * average, named only past a month.
 */
export function slipText(days: number): string {
  const size = Math.abs(days);
  const dayWords = `${size} ${size === 1 ? "day" : "days"}`;
  const months = Math.round(size / 30.44);
  return size >= 31 ? `${dayWords} (about ${months} ${months === 1 ? "month" : "months"})` : dayWords;
}
