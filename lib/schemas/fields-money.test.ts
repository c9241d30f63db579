import { describe, expect, it } from "vitest";
import { bothAmountsReadable, moneyText } from "./fields";
import { fixTheClock, messages } from "./fields-test-utils";

fixTheClock();

describe("moneyText", () => {
  const field = moneyText({
    required: "Enter the purchase amount",
    format: "Enter the purchase amount in dollars, like $1,250,000",
    positive: "Purchase amount must be more than $0",
  });

  it.each(["$1,250,000", "1250000", "1,250,000.00", " $650,000 "])("accepts %j and keeps it as trimmed text", (value) => {
    expect(field.parse(value)).toBe(value.trim());
  });

  it("asks for the amount when empty", () => {
    expect(messages(field, "")).toEqual(["Enter the purchase amount"]);
  });

  it.each(["abc", "-5", "2.5M", "1,25,000"])("asks for dollars when given %j", (value) => {
    expect(messages(field, value)).toEqual(["Enter the purchase amount in dollars, like $1,250,000"]);
  });

  it("asks for more than zero", () => {
    expect(messages(field, "$0")).toEqual(["Purchase amount must be more than $0"]);
  });
});

describe("bothAmountsReadable", () => {
  it("is true only when both keys hold readable money text", () => {
    expect(bothAmountsReadable({ a: "$10", b: "5" }, "a", "b")).toBe(true);
    expect(bothAmountsReadable({ a: "$10", b: "" }, "a", "b")).toBe(false);
    expect(bothAmountsReadable({ a: 10, b: "5" }, "a", "b")).toBe(false);
    expect(bothAmountsReadable(null, "a", "b")).toBe(false);
  });
});
