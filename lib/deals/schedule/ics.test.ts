import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import { sampleContracts } from "@/lib/catalogue/contracts";
import { offPlanBuildingOf } from "./building";
import { escapeText, foldLine, writeCalendar } from "./ics";
import { paymentSchedule } from "./schedule";
import { calendarFileName, scheduleCalendar } from "./schedule-calendar";

const stamp = new Date("2026-11-29T06:34:00.000Z");
const octets = (line: string) => new TextEncoder().encode(line).length;

describe("the iCalendar writer", () => {
  it("escapes backslashes, semicolons, commas and newlines in text", () => {
    expect(escapeText("a\\b;c,d\ne\r\nf")).toBe("a\\\\b\\;c\\,d\\ne\\nf");
  });

  it("folds lines at 75 octets without splitting a character, each continuation starting with a space", () => {
    const line = `SUMMARY:${"é".repeat(80)}`;
    const folded = foldLine(line).split("\r\n");
    expect(folded.length).toBeGreaterThan(1);
    for (const part of folded) expect(octets(part)).toBeLessThanOrEqual(75);
    expect(folded.slice(1).every((part) => part.startsWith(" "))).toBe(true);
    expect(folded.map((part, index) => (index === 0 ? part : part.slice(1))).join("")).toBe(line);
  });

  it("writes CRLF lines only, and all-day events a parser reads back with their UID, stamp, date and text", () => {
    const summary =
      "Payment due: USD\u00a01,780,000; On signing, contract #0001 \\ Aman Miami Beach, Residence 3A, and a long tail of words";
    const text = writeCalendar([{ uid: "contract-1-signing@example", date: "2026-12-09", summary, description: "Line one\nLine two" }], {
      name: "Payments",
      stamp,
    });
    expect(text.endsWith("\r\n")).toBe(true);
    expect(text.replace(/\r\n/g, "")).not.toMatch(/[\r\n]/);
    for (const line of text.split("\r\n")) expect(octets(line)).toBeLessThanOrEqual(75);
    const calendar = new ICAL.Component(ICAL.parse(text));
    const [vevent] = calendar.getAllSubcomponents("vevent");
    const event = new ICAL.Event(vevent);
    expect(event.uid).toBe("contract-1-signing@example");
    expect(event.summary).toBe(summary);
    expect(event.description).toBe("Line one\nLine two");
    expect(event.startDate.isDate).toBe(true);
    expect(event.startDate.toString()).toBe("2026-12-09");
    expect(event.endDate.toString()).toBe("2026-12-10");
    expect(vevent?.getFirstPropertyValue("dtstamp")?.toString()).toBe("2026-11-29T06:34:00Z");
    expect(calendar.getFirstPropertyValue("version")).toBe("2.0");
  });
});

describe("the payment schedule's calendar", () => {
  it("has one all-day event per instalment not yet paid, with its amount and the contract in the summary", () => {
    const contract = sampleContracts[0]!;
    const receipt = { fileId: "f", name: "r.pdf", type: "application/pdf" as const, size: 9, sha256: "0".repeat(64) };
    const record = {
      payments: [{ instalment: "signing", paidOn: "2026-12-01", receipt, recordedAt: "2026-12-01T00:00:00.000Z" }],
      completionDates: [],
    };
    const schedule = paymentSchedule({ contract, building: offPlanBuildingOf(contract)!, shown: "EUR", record, today: "2026-12-02" });
    const calendar = new ICAL.Component(ICAL.parse(scheduleCalendar(contract, schedule, stamp)));
    const events = calendar.getAllSubcomponents("vevent").map((vevent) => new ICAL.Event(vevent));
    expect(events.map((event) => [event.startDate.toString(), event.summary])).toEqual([
      ["2027-03-16", "Payment due: USD\u00a0890,000, Construction instalment 1 of 3, contract #000001"],
      ["2027-06-21", "Payment due: USD\u00a0890,000, Construction instalment 2 of 3, contract #000001"],
      ["2027-09-25", "Payment due: USD\u00a0890,000, Construction instalment 3 of 3, contract #000001"],
      ["2027-12-31", "Payment due: USD\u00a04,450,000, On completion, contract #000001"],
    ]);
    expect(new Set(events.map((event) => event.uid)).size).toBe(4);
    expect(calendarFileName(contract)).toBe("payment-schedule-contract-000001.ics");
  });
});
