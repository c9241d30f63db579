import { afterEach, describe, expect, it, vi } from "vitest";
import {
  formatBaths,
  nightsBetween,
  formatDate,
  formatDateTime,
  formatRange,
  formatSqft,
  formatSqftRange,
  isIsoDate,
  padContractId,
  parseIsoDate,
  toIsoDate,
} from "./format";

afterEach(() => {
  vi.useRealTimers();
});

describe("parseIsoDate and isIsoDate", () => {
  it("read a real YYYY-MM-DD date as UTC midnight of that calendar day", () => {
    expect(parseIsoDate("2026-12-01")?.toISOString()).toBe("2026-12-01T00:00:00.000Z");
    expect(isIsoDate("2028-02-29")).toBe(true);
  });

  it("read years below 100 as written (a date input holds 0002-12-22 while 2026 is being typed)", () => {
    expect(parseIsoDate("0002-12-22")?.toISOString()).toBe("0002-12-22T00:00:00.000Z");
    expect(isIsoDate("0020-02-29")).toBe(true);
    expect(isIsoDate("0021-02-29")).toBe(false);
  });

  it.each(["2026-02-30", "2027-02-29", "2026-13-01", "2026-00-10", "2026-12-1", "12/01/2026", "", "2026-12-01T10:00:00Z", " 2026-12-01"])(
    "reject %j",
    (text) => {
      expect(parseIsoDate(text)).toBeNull();
      expect(isIsoDate(text)).toBe(false);
    },
  );
});

describe("toIsoDate", () => {
  it("gives the local calendar date of a Date", () => {
    expect(toIsoDate(new Date(2026, 10, 22, 23, 59))).toBe("2026-11-22");
    expect(toIsoDate(new Date(2027, 0, 5, 0, 1))).toBe("2027-01-05");
  });

  it("follows fake timers when given new Date()", () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date(2026, 10, 22, 9, 0));
    expect(toIsoDate(new Date())).toBe("2026-11-22");
  });
});

describe("formatDate", () => {
  it("formats a date-only string as that calendar date", () => {
    expect(formatDate("2026-11-22")).toBe("Nov 22, 2026");
    expect(formatDate("2026-12-01")).toBe("Dec 1, 2026");
  });

  it("shows a date-only string as the same day whatever time zone is asked for", () => {
    expect(formatDate("2026-12-01", { timeZone: "America/Los_Angeles" })).toBe("Dec 1, 2026");
    expect(formatDate("2026-12-01", { timeZone: "Pacific/Kiritimati" })).toBe("Dec 1, 2026");
  });

  it("formats a timestamp in the requested time zone", () => {
    expect(formatDate("2026-11-22T03:00:00Z", { timeZone: "UTC" })).toBe("Nov 22, 2026");
    expect(formatDate("2026-11-22T03:00:00Z", { timeZone: "America/New_York" })).toBe("Nov 21, 2026");
    expect(formatDate("2026-11-22T10:00:00-05:00", { timeZone: "UTC" })).toBe("Nov 22, 2026");
  });

  it.each(["", "not a date", "2026-02-30", "22/11/2026", "1", "May 5", "2026-11-22T99:00:00Z"])(
    "returns an empty string for %j",
    (text) => {
      expect(formatDate(text)).toBe("");
    },
  );
});

describe("formatDateTime", () => {
  it("formats a timestamp with date and time", () => {
    expect(formatDateTime("2026-11-22T15:42:00Z", { timeZone: "UTC" })).toBe("Nov 22, 2026, 3:42 PM");
    expect(formatDateTime("2026-11-22T15:42:00.000Z", { timeZone: "America/New_York" })).toBe("Nov 22, 2026, 10:42 AM");
  });

  it("uses plain spaces only", () => {
    expect(formatDateTime("2026-11-22T09:05:00Z", { timeZone: "UTC" })).not.toMatch(/[\u202f\u00a0]/);
  });

  it("formats a date-only string as a date, without inventing a time", () => {
    expect(formatDateTime("2026-12-01")).toBe("Dec 1, 2026");
  });

  it.each(["", "yesterday", "2026-11-22T25:00:00Z", "2026-13-01"])("returns an empty string for %j", (text) => {
    expect(formatDateTime(text)).toBe("");
  });
});

describe("padContractId", () => {
  it.each([
    ["42", "000042"],
    ["1", "000001"],
    ["000042", "000042"],
    ["123456", "123456"],
    ["1234567", "1234567"],
    [" 7 ", "000007"],
  ])("pads numeric id %j to %j", (id, shown) => {
    expect(padContractId(id)).toBe(shown);
  });

  it("returns non-numeric ids uppercased as they are", () => {
    expect(padContractId("c-9f3a2b")).toBe("C-9F3A2B");
    expect(padContractId("AB12")).toBe("AB12");
  });

  it("returns an empty string for an empty id", () => {
    expect(padContractId("")).toBe("");
  });
});

describe("formatSqft", () => {
  it("formats an area with thousands separators and the unit", () => {
    expect(formatSqft(2400)).toBe("2,400 sq ft");
    expect(formatSqft(850)).toBe("850 sq ft");
    expect(formatSqft(12_000)).toBe("12,000 sq ft");
  });

  it("rounds to whole square feet", () => {
    expect(formatSqft(2400.6)).toBe("2,401 sq ft");
  });

  it.each([Number.NaN, Number.POSITIVE_INFINITY, -1])("returns an empty string for %d", (value) => {
    expect(formatSqft(value)).toBe("");
  });
});

describe("formatBaths", () => {
  it("shows whole and fractional bathroom counts without trailing zeros", () => {
    expect(formatBaths(3.5)).toBe("3.5");
    expect(formatBaths(3)).toBe("3");
    expect(formatBaths(4.25)).toBe("4.25");
  });

  it.each([Number.NaN, Number.NEGATIVE_INFINITY, -0.5])("returns an empty string for %d", (value) => {
    expect(formatBaths(value)).toBe("");
  });
});

describe("formatRange and formatSqftRange", () => {
  it("show a span for a range and a single value when min equals max", () => {
    expect(formatRange({ min: 2, max: 4 })).toBe("2–4");
    expect(formatRange({ min: 3.5, max: 3.5 })).toBe("3.5");
    expect(formatSqftRange({ min: 2400, max: 4200 })).toBe("2,400–4,200 sq ft");
    expect(formatSqftRange({ min: 2400, max: 2400 })).toBe("2,400 sq ft");
  });

  it("return an empty string for reversed, negative or non-finite ranges", () => {
    expect(formatRange({ min: 4, max: 2 })).toBe("");
    expect(formatRange({ min: -1, max: 2 })).toBe("");
    expect(formatSqftRange({ min: Number.NaN, max: 2 })).toBe("");
    expect(formatSqftRange({ min: 5, max: 1 })).toBe("");
  });
});

describe("nights between two calendar dates", () => {
  it("counts nights across the clock change and the turn of the year", () => {
    expect(nightsBetween("2027-03-13", "2027-03-15")).toBe(2);
    expect(nightsBetween("2026-12-30", "2027-01-02")).toBe(3);
  });

  it("gives 0 nights for dates that are not real or not in order", () => {
    expect(nightsBetween("2026-12-23", "2026-12-20")).toBe(0);
    expect(nightsBetween("", "2026-12-20")).toBe(0);
    expect(nightsBetween("2026-02-30", "2026-03-02")).toBe(0);
  });
});
