// Dates as a date input holds them, relative to the day the suite runs.

/** A date `days` from today (negative: in the past) as YYYY-MM-DD, local time. */
export function isoDateFromToday(days: number): string {
  const date = new Date();
  date.setDate(date.getDate() + days);
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, "0")}-${String(date.getDate()).padStart(2, "0")}`;
}
