import { describe, expect, it } from "vitest";
import { email, isPhoneNumber, optionalEmail, optionalPhone, phone } from "./fields";
import { fixTheClock, messages } from "./fields-test-utils";

fixTheClock();

describe("email", () => {
  const field = email();

  it.each(["name@example.com", "  first.last+tag@sub.example.co.uk "])("accepts %j", (value) => {
    expect(field.safeParse(value).success).toBe(true);
  });

  it("asks for the address when empty", () => {
    expect(messages(field, "")).toEqual(["Enter your email address"]);
    expect(messages(field, undefined)).toEqual(["Enter your email address"]);
  });

  it.each(["name", "name@", "@example.com", "name@example", "name example@x.com", `${"a".repeat(250)}@x.com`])(
    "asks for the correct format when given %j",
    (value) => {
      expect(messages(field, value)).toEqual(["Enter an email address in the correct format, like name@example.com"]);
    },
  );

  it("uses the messages it is given", () => {
    const buyer = email({ required: "Enter the buyer's email address", format: "Enter the buyer's email address correctly" });
    expect(messages(buyer, "")).toEqual(["Enter the buyer's email address"]);
    expect(messages(buyer, "x")).toEqual(["Enter the buyer's email address correctly"]);
  });
});

describe("optionalEmail", () => {
  const field = optionalEmail();

  it("accepts nothing, an empty string or an email address", () => {
    expect(field.safeParse(undefined).success).toBe(true);
    expect(field.safeParse("").success).toBe(true);
    expect(field.safeParse(" ref@example.com ").success).toBe(true);
  });

  it("rejects anything else with the format message", () => {
    expect(messages(field, "ref@")).toEqual(["Enter an email address in the correct format, like name@example.com"]);
  });
});

describe("phone and isPhoneNumber", () => {
  const field = phone();

  it.each(["305 555 0123", "+1 (305) 555-0123", "305.555.0123", "3055550", "+44 20 7946 0958"])("accept %j", (value) => {
    expect(isPhoneNumber(value)).toBe(true);
    expect(field.safeParse(value).success).toBe(true);
  });

  it("asks for the number when empty", () => {
    expect(messages(field, " ")).toEqual(["Enter your phone number"]);
  });

  it.each(["555 01", "305-555-012x", "(((((())))))", "+1 305 555 0123 4567 89", "305/555/0123", "------7"])(
    "ask for the correct format when given %j",
    (value) => {
      expect(isPhoneNumber(value.trim())).toBe(false);
      expect(messages(field, value)).toEqual(["Enter a phone number, like 305 555 0123"]);
    },
  );

  it("optionalPhone accepts empty and checks anything else", () => {
    const optional = optionalPhone();
    expect(optional.safeParse("").success).toBe(true);
    expect(optional.safeParse(undefined).success).toBe(true);
    expect(messages(optional, "12")).toEqual(["Enter a phone number, like 305 555 0123"]);
  });
});
