/**
 * Display formatting for dates, ids and measurements. Pure; en-US throughout.
 * Functions that receive something unusable return "" rather than throwing,
 * so a bad value never breaks a page.
 */

const ISO_DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * Reads a date-only ISO string ("2026-12-01") as a calendar date.
 * Returns its UTC-midnight Date, or null when it is not a real date
 * ("2026-02-30", "2026-13-01", "12/01/2026").
 */
export function parseIsoDate(text: string): Date | null {
  const match = ISO_DATE_ONLY.exec(text);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  // Not Date.UTC(year, …): it reads years 0 to 99 as 1900 to 1999, so "0002-12-22" (what a date
  // input holds while its year is being typed, 2 then 20, 202, 2026) was refused and the field wiped.
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  // Rolling 30 February over into March: a real date survives the round trip.
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) {
    return null;
  }
  return date;
}

/** True for a real calendar date written as YYYY-MM-DD. */
export function isIsoDate(text: string): boolean {
  return parseIsoDate(text) !== null;
}

/** The calendar date of `date` in the local time zone, as YYYY-MM-DD (what a date input holds). */
export function toIsoDate(date: Date): string {
  const year = String(date.getFullYear()).padStart(4, "0");
  const month = String(date.getMonth() + 1).padStart(2, "0");
  const day = String(date.getDate()).padStart(2, "0");
  return `${year}-${month}-${day}`;
}

export type FormatDateOptions = {
  /** IANA time zone for full timestamps; the visitor's own zone by default. Ignored for date-only strings. */
  timeZone?: string;
};

function parseTimestamp(iso: string): Date | null {
  // Only ISO-looking text: Date.parse also accepts loose forms like "1" or "May 5".
  if (!/^\d{4}-\d{2}-\d{2}T/.test(iso)) return null;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date;
}

/**
 * "2026-11-22" or "2026-11-22T15:42:00Z" -> "Nov 22, 2026".
 * A date-only string is a calendar date: it reads the same in every time zone
 * (not as UTC midnight, which would show the previous day west of Greenwich).
 */
export function formatDate(iso: string, options: FormatDateOptions = {}): string {
  const calendarDate = parseIsoDate(iso);
  if (calendarDate) {
    return calendarDate.toLocaleDateString("en-US", { dateStyle: "medium", timeZone: "UTC" });
  }
  const timestamp = parseTimestamp(iso);
  if (!timestamp) return "";
  return timestamp.toLocaleDateString("en-US", { dateStyle: "medium", timeZone: options.timeZone });
}

/**
 * "2026-11-22T15:42:00Z" -> "Nov 22, 2026, 3:42 PM" (in the visitor's zone unless told).
 * A date-only string has no time, so it is formatted as a date.
 */
export function formatDateTime(iso: string, options: FormatDateOptions = {}): string {
  if (parseIsoDate(iso)) return formatDate(iso);
  const timestamp = parseTimestamp(iso);
  if (!timestamp) return "";
  // ICU puts a narrow no-break space before AM/PM; a plain space copies and reads the same everywhere.
  return timestamp.toLocaleString("en-US", { dateStyle: "medium", timeStyle: "short", timeZone: options.timeZone }).replace(/\u202f/g, " ");
}

/** Contract ids are shown padded to 6 digits: "42" -> "000042". Non-numeric ids are shown uppercased as they are. */
export function padContractId(id: string): string {
  const trimmed = id.trim();
  return /^\d+$/.test(trimmed) ? trimmed.padStart(6, "0") : trimmed.toUpperCase();
}

const wholeNumber = new Intl.NumberFormat("en-US", { maximumFractionDigits: 0 });
const upToTwoDecimals = new Intl.NumberFormat("en-US", { maximumFractionDigits: 2 });

/** 2400 -> "2,400 sq ft". Negative or non-finite areas give "". */
export function formatSqft(sqft: number): string {
  if (!Number.isFinite(sqft) || sqft < 0) return "";
  return `${wholeNumber.format(sqft)} sq ft`;
}

/** 3.5 -> "3.5", 3 -> "3". Negative or non-finite counts give "". */
export function formatBaths(baths: number): string {
  if (!Number.isFinite(baths) || baths < 0) return "";
  return upToTwoDecimals.format(baths);
}

export type NumberRange = { min: number; max: number };

/** {min: 2, max: 4} -> "2–4"; {min: 3.5, max: 3.5} -> "3.5". Unusable ranges give "". */
export function formatRange(range: NumberRange): string {
  const { min, max } = range;
  if (!Number.isFinite(min) || !Number.isFinite(max) || min < 0 || max < min) return "";
  return min === max ? upToTwoDecimals.format(min) : `${upToTwoDecimals.format(min)}–${upToTwoDecimals.format(max)}`;
}

/** {min: 2400, max: 4200} -> "2,400–4,200 sq ft"; a single value -> "2,400 sq ft". Unusable ranges give "". */
export function formatSqftRange(range: NumberRange): string {
  const { min, max } = range;
  if (!Number.isFinite(min) || !Number.isFinite(max) || min < 0 || max < min) return "";
  return min === max ? formatSqft(min) : `${wholeNumber.format(min)}–${wholeNumber.format(max)} sq ft`;
}

const DAY_MS = 86_400_000;

/** Nights between two calendar dates; 0 when either is not a real date or check-out is not later. */
export function nightsBetween(checkIn: string, checkOut: string): number {
  const start = parseIsoDate(checkIn);
  const end = parseIsoDate(checkOut);
  if (!start || !end) return 0;
  return Math.max(0, Math.round((end.getTime() - start.getTime()) / DAY_MS));
}
