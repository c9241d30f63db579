import { describe, expect, it, vi } from "vitest";
import { futureDate, isoDateText, optionalTodayOrLaterDate, todayIsoDate, todayOrLaterDate } from "./fields";
import { fixTheClock, messages } from "./fields-test-utils";

fixTheClock();

describe("dates", () => {
  const messagesFor = { required: "Enter the closing date", format: "Closing date must be a real date" };

  it("todayIsoDate reads the clock at call time", () => {
    expect(todayIsoDate()).toBe("2026-11-22");
    vi.setSystemTime(new Date(2027, 0, 3, 8));
    expect(todayIsoDate()).toBe("2027-01-03");
  });

  it("isoDateText accepts any real date, past or future", () => {
    const field = isoDateText(messagesFor);
    expect(field.safeParse("2020-01-01").success).toBe(true);
    expect(field.safeParse("2028-02-29").success).toBe(true);
    expect(messages(field, "")).toEqual(["Enter the closing date"]);
    expect(messages(field, "2027-02-29")).toEqual(["Closing date must be a real date"]);
    expect(messages(field, "01/02/2027")).toEqual(["Closing date must be a real date"]);
  });

  it("todayOrLaterDate accepts today and later and rejects yesterday", () => {
    const field = todayOrLaterDate({ ...messagesFor, past: "Closing date must be today or in the future" });
    expect(field.safeParse("2026-11-22").success).toBe(true);
    expect(field.safeParse("2027-03-15").success).toBe(true);
    expect(messages(field, "2026-11-21")).toEqual(["Closing date must be today or in the future"]);
    expect(messages(field, "2026-11-31")).toEqual(["Closing date must be a real date"]);
  });

  it("todayOrLaterDate follows the clock", () => {
    const field = todayOrLaterDate({ ...messagesFor, past: "past" });
    expect(field.safeParse("2026-12-01").success).toBe(true);
    vi.setSystemTime(new Date(2026, 11, 2, 9));
    expect(messages(field, "2026-12-01")).toEqual(["past"]);
  });

  it("futureDate rejects today and accepts tomorrow", () => {
    const field = futureDate({ ...messagesFor, notFuture: "Tour date must be in the future" });
    expect(messages(field, "2026-11-22")).toEqual(["Tour date must be in the future"]);
    expect(field.safeParse("2026-11-23").success).toBe(true);
  });

  it("optionalTodayOrLaterDate accepts empty, checks anything else", () => {
    const field = optionalTodayOrLaterDate({ format: "real", past: "past" });
    expect(field.safeParse("").success).toBe(true);
    expect(field.safeParse(undefined).success).toBe(true);
    expect(field.safeParse("2026-11-22").success).toBe(true);
    expect(messages(field, "2026-11-20")).toEqual(["past"]);
    expect(messages(field, "2026-02-30")).toEqual(["real"]);
  });
});
