import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { stayFormSchema } from "./stay";
import { fieldErrorsOf } from "./test-utils";

beforeEach(() => {
  vi.useFakeTimers({ now: new Date(2026, 10, 22, 10, 0, 0), toFake: ["Date"] });
});
afterEach(() => {
  vi.useRealTimers();
});

const stay = { checkIn: "2026-12-20", checkOut: "2026-12-23", guests: "4" };

describe("stayFormSchema", () => {
  it("accepts a stay from today on", () => {
    expect(fieldErrorsOf(stayFormSchema, stay)).toEqual({});
    expect(fieldErrorsOf(stayFormSchema, { ...stay, checkIn: "2026-11-22" })).toEqual({});
  });

  it("asks for every field", () => {
    expect(fieldErrorsOf(stayFormSchema, { checkIn: "", checkOut: "", guests: "" })).toEqual({
      checkIn: "Enter the check-in date",
      checkOut: "Enter the check-out date",
      guests: "Choose the number of guests",
    });
  });

  it("wants check-out after check-in, and at most 90 nights", () => {
    expect(fieldErrorsOf(stayFormSchema, { ...stay, checkOut: "2026-12-20" })).toEqual({ checkOut: "Check-out must be after check-in" });
    expect(fieldErrorsOf(stayFormSchema, { ...stay, checkOut: "2026-12-01" })).toEqual({ checkOut: "Check-out must be after check-in" });
    expect(fieldErrorsOf(stayFormSchema, { ...stay, checkOut: "2027-03-21" })).toEqual({ checkOut: "A stay must be 90 nights or fewer" });
  });

  it("compares the dates even before guests are chosen", () => {
    expect(fieldErrorsOf(stayFormSchema, { ...stay, checkOut: "2026-12-19", guests: "" })).toEqual({
      checkOut: "Check-out must be after check-in",
      guests: "Choose the number of guests",
    });
  });

  it("refuses a check-in in the past and dates that do not exist", () => {
    expect(fieldErrorsOf(stayFormSchema, { ...stay, checkIn: "2026-11-21" })).toEqual({
      checkIn: "Check-in date must be today or in the future",
    });
    expect(fieldErrorsOf(stayFormSchema, { ...stay, checkOut: "2026-02-30" })).toEqual({ checkOut: "Enter a real check-out date" });
  });

  it("takes 1 to 20 guests", () => {
    expect(fieldErrorsOf(stayFormSchema, { ...stay, guests: "0" })).toEqual({ guests: "Choose between 1 and 20 guests" });
    expect(fieldErrorsOf(stayFormSchema, { ...stay, guests: "21" })).toEqual({ guests: "Choose between 1 and 20 guests" });
  });
});
