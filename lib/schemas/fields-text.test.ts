import { describe, expect, it } from "vitest";
import { mustBeTrue, newPassword, optionalText, requiredText } from "./fields";
import { fixTheClock, messages } from "./fields-test-utils";

fixTheClock();

describe("requiredText", () => {
  const name = requiredText("Property name", "Enter the property name", 20);

  it("accepts text and trims it", () => {
    expect(name.parse("  Aman Miami Beach ")).toBe("Aman Miami Beach");
  });

  it.each(["", "   ", undefined, null, 42])("asks for the value when given %j", (value) => {
    expect(messages(name, value)).toEqual(["Enter the property name"]);
  });

  it("names the field and the limit when the text is too long", () => {
    expect(messages(name, "x".repeat(21))).toEqual(["Property name must be 20 characters or fewer"]);
    expect(name.safeParse("x".repeat(20)).success).toBe(true);
  });

  it("writes long limits with a thousands separator", () => {
    expect(messages(requiredText("Message", "Enter a message", 2000), "x".repeat(2001))).toEqual([
      "Message must be 2,000 characters or fewer",
    ]);
  });
});

describe("optionalText", () => {
  const notes = optionalText("Notes", 10);

  it("accepts nothing, an empty string or short text (trimmed)", () => {
    expect(notes.parse(undefined)).toBeUndefined();
    expect(notes.parse("")).toBe("");
    expect(notes.parse(" hi ")).toBe("hi");
  });

  it("rejects long text and non-text with a message naming the field", () => {
    expect(messages(notes, "x".repeat(11))).toEqual(["Notes must be 10 characters or fewer"]);
    expect(messages(notes, 5)).toEqual(["Enter notes as text"]);
  });
});

describe("newPassword", () => {
  const field = newPassword();

  it("accepts 8 to 128 characters exactly as typed", () => {
    expect(field.parse(" secret pass ")).toBe(" secret pass ");
    expect(field.safeParse("x".repeat(128)).success).toBe(true);
  });

  it("asks for a password, then for 8 characters, then for 128 or fewer", () => {
    expect(messages(field, "")).toEqual(["Enter a password"]);
    expect(messages(field, "short")).toEqual(["Password must be 8 characters or more"]);
    expect(messages(field, "x".repeat(129))).toEqual(["Password must be 128 characters or fewer"]);
  });
});

describe("mustBeTrue", () => {
  const field = mustBeTrue("Agree to the terms");

  it("accepts true only", () => {
    expect(field.safeParse(true).success).toBe(true);
    expect(messages(field, false)).toEqual(["Agree to the terms"]);
    expect(messages(field, undefined)).toEqual(["Agree to the terms"]);
    expect(messages(field, "on")).toEqual(["Agree to the terms"]);
  });
});
