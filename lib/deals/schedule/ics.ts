/**
 * A small iCalendar (RFC 5545) writer for all-day events: CRLF line endings, content lines
 * folded at 75 octets (never inside a UTF-8 character), TEXT values escaped (\\ ; , and
 * newlines), a UID and DTSTAMP on every event.
 */

export type AllDayEvent = {
  /** Globally unique and stable, so a calendar that imports the file again updates the event. */
  uid: string;
  /** YYYY-MM-DD. */
  date: string;
  summary: string;
  description?: string;
};

const MAX_OCTETS = 75;

/** A TEXT value as RFC 5545 section 3.3.11 writes it. */
export function escapeText(text: string): string {
  return text
    .replace(/\\/g, "\\\\")
    .replace(/;/g, "\\;")
    .replace(/,/g, "\\,")
    .replace(/\r\n|\r|\n/g, "\\n");
}

/** One content line folded into lines of at most 75 octets; each continuation starts with a space. */
export function foldLine(line: string): string {
  const encoder = new TextEncoder();
  const lines: string[] = [];
  let current = "";
  let octets = 0;
  for (const character of line) {
    const size = encoder.encode(character).length;
    if (octets + size > MAX_OCTETS) {
      lines.push(current);
      current = " ";
      octets = 1;
    }
    current += character;
    octets += size;
  }
  lines.push(current);
  return lines.join("\r\n");
}

/** "2027-12-31" as an iCalendar DATE, "20271231". */
function icsDate(date: string): string {
  return date.replace(/-/g, "");
}

function nextDay(date: string): string {
  const day = new Date(`${date}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + 1);
  return day.toISOString().slice(0, 10);
}

/** A moment as an iCalendar UTC DATE-TIME, "20261129T063400Z". */
function icsStamp(moment: Date): string {
  return moment
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");
}

/** A calendar of all-day events, as the text of an .ics file. */
export function writeCalendar(events: readonly AllDayEvent[], { name, stamp }: { name: string; stamp: Date }): string {
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//Aurum Residences//Payment schedule//EN",
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    `X-WR-CALNAME:${escapeText(name)}`,
  ];
  for (const event of events) {
    lines.push(
      "BEGIN:VEVENT",
      `UID:${escapeText(event.uid)}`,
      `DTSTAMP:${icsStamp(stamp)}`,
      `DTSTART;VALUE=DATE:${icsDate(event.date)}`,
      `DTEND;VALUE=DATE:${icsDate(nextDay(event.date))}`,
      `SUMMARY:${escapeText(event.summary)}`,
      ...(event.description ? [`DESCRIPTION:${escapeText(event.description)}`] : []),
      "TRANSP:TRANSPARENT",
      "END:VEVENT",
    );
  }
  lines.push("END:VCALENDAR");
  return `${lines.map(foldLine).join("\r\n")}\r\n`;
}
