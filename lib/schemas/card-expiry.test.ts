import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { expiryProblem, isExpired, nextExpiryValue, parseExpiry } from "./card-expiry";

// The reference freezes the clock at 2026-11-15 12:00 local time.
const NOW = new Date(2026, 10, 15, 12, 0, 0);

describe("expiry checks (reference CARD-17…22)", () => {
  it.each(["11/26", "12/26", "01/27", "1/27", " 04 / 29 ", "１２/２８"])("CARD-17 accepts %j", (text) => {
    expect(expiryProblem(text, NOW)).toBeNull();
  });

  it.each(["10/26", "11/25", "01/00"])("CARD-18 rejects %j as past", (text) => {
    expect(expiryProblem(text, NOW)).toBe("past");
  });

  it.each(["13/27", "00/27", "99/30"])("CARD-19 rejects the month of %j", (text) => {
    expect(expiryProblem(text, NOW)).toBe("month");
  });

  it("CARD-21 allows 30 years ahead and no more", () => {
    expect(expiryProblem("12/56", NOW)).toBeNull();
    expect(expiryProblem("01/57", NOW)).toBe("too-far");
    expect(expiryProblem("12/57", NOW)).toBe("too-far");
    expect(expiryProblem("12/99", NOW)).toBe("too-far");
  });

  it.each(["1299", "12/2099", "12-28", "ab/cd", "123/45"])("CARD-21 rejects %j as not MM/YY", (text) => {
    expect(expiryProblem(text, NOW)).toBe("format");
  });

  it.each(["1", "11", "11/", "11/2"])("CARD-22 calls %j incomplete", (text) => {
    expect(expiryProblem(text, NOW)).toBe("incomplete");
  });

  it.each(["", "  "])("asks for the date when given %j", (text) => {
    expect(expiryProblem(text, NOW)).toBe("required");
  });

  it("reads MM/YY as a month and a four-digit year", () => {
    expect(parseExpiry("04/29")).toEqual({ month: 4, year: 2029 });
    expect(parseExpiry("4/29")).toEqual({ month: 4, year: 2029 });
    expect(parseExpiry("0429")).toBeNull();
  });
});

describe("expiry while typing (CARD-19, CARD-20)", () => {
  const typed = (raw: string, previous: string) => nextExpiryValue(raw, { previous, bulk: false });

  it("pads a month that can only be one digit", () => {
    expect(typed("4", "")).toBe("04/");
    expect(typed("1", "")).toBe("1");
    expect(typed("0", "")).toBe("0");
    expect(typed("1/", "1")).toBe("01/");
  });

  it("adds the slash after the month and keeps at most 4 digits", () => {
    expect(typed("12", "1")).toBe("12/");
    expect(typed("12/2", "12/")).toBe("12/2");
    expect(typed("12/28", "12/2")).toBe("12/28");
    expect(typed("12/281", "12/28")).toBe("12/28");
    expect(typed("1228", "")).toBe("12/28");
    expect(typed("13", "1")).toBe("13/");
    expect(typed("1a", "1")).toBe("1");
  });

  it("lets backspace remove the slash", () => {
    expect(typed("04", "04/")).toBe("04");
    expect(typed("0", "04")).toBe("0");
    expect(typed("12/", "12/2")).toBe("12");
    expect(typed("", "0")).toBe("");
  });

  it("keeps a pasted four-digit year so it is reported, not cut", () => {
    expect(nextExpiryValue("12/2030", { previous: "", bulk: true })).toBe("12/2030");
    expect(expiryProblem("12/2030", NOW)).toBe("format");
    expect(nextExpiryValue("12 / 30", { previous: "", bulk: true })).toBe("12/30");
  });
});

describe("properties (reference PBT-05)", () => {
  const moment = fc.date({ min: new Date(2000, 0, 1), max: new Date(2098, 11, 31), noInvalidDate: true });

  it("expired exactly when (year, month) is before now's, whatever the time of day", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 12 }), fc.integer({ min: 2000, max: 2099 }), moment, (month, year, now) => {
        const before = year < now.getFullYear() || (year === now.getFullYear() && month < now.getMonth() + 1);
        expect(isExpired({ month, year }, now)).toBe(before);
      }),
    );
  });

  it("the first and last instants of a month give the same answer", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 12 }),
        fc.integer({ min: 2000, max: 2098 }),
        fc.integer({ min: 0, max: 99 }),
        fc.integer({ min: 1, max: 12 }),
        (nowMonth, nowYear, yy, mm) => {
          const first = new Date(nowYear, nowMonth - 1, 1, 0, 0, 0, 0);
          const last = new Date(nowYear, nowMonth, 0, 23, 59, 59, 999);
          const text = `${String(mm).padStart(2, "0")}/${String(yy).padStart(2, "0")}`;
          expect(expiryProblem(text, first)).toBe(expiryProblem(text, last));
        },
      ),
    );
  });

  it("a month outside 1-12 is always rejected", () => {
    fc.assert(
      fc.property(fc.constantFrom(0, 13, 20, 55, 99), fc.integer({ min: 0, max: 99 }), moment, (month, yy, now) => {
        const text = `${String(month).padStart(2, "0")}/${String(yy).padStart(2, "0")}`;
        expect(expiryProblem(text, now)).toBe("month");
      }),
    );
  });
});
