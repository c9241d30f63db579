import * as z from "zod/mini";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  artImage,
  bothAmountsReadable,
  countSchema,
  centsSchema,
  email,
  futureDate,
  imageAltSchema,
  isPhoneNumber,
  isoDateOrDateTimeSchema,
  isoDateSchema,
  isoDateText,
  isoDateTimeSchema,
  moneyText,
  mustBeTrue,
  newPassword,
  optionalEmail,
  optionalPhone,
  optionalText,
  optionalTodayOrLaterDate,
  phone,
  requiredText,
  slugSchema,
  todayIsoDate,
  todayOrLaterDate,
} from "./fields";
import { errorsOf } from "./test-utils";

function messages(schema: z.ZodMiniType, value: unknown): string[] {
  return errorsOf(schema, value)[""] ?? [];
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date(2026, 10, 22, 10, 30));
});

afterEach(() => {
  vi.useRealTimers();
});

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

describe("record fields", () => {
  it("slugSchema accepts lower-case hyphenated slugs only", () => {
    expect(slugSchema.safeParse("residences-1428-brickell").success).toBe(true);
    for (const bad of ["Aman", "aman--beach", "-aman", "aman-", "aman beach", ""]) {
      expect(slugSchema.safeParse(bad).success).toBe(false);
    }
  });

  it("centsSchema and countSchema take whole numbers", () => {
    expect(centsSchema.safeParse(8_500_000_00).success).toBe(true);
    expect(messages(centsSchema, 0)).toEqual(["Enter an amount of more than $0"]);
    expect(messages(centsSchema, 1.5)).toEqual(["Enter a whole number"]);
    expect(countSchema.safeParse(0).success).toBe(true);
    expect(messages(countSchema, -1)).toEqual(["Enter a number that is 0 or more"]);
  });

  it("isoDateSchema, isoDateTimeSchema and isoDateOrDateTimeSchema check real dates", () => {
    expect(isoDateSchema.safeParse("2026-12-01").success).toBe(true);
    expect(messages(isoDateSchema, "2026-02-30")).toEqual(["Enter a real date, like 2026-12-01"]);
    expect(isoDateTimeSchema.safeParse(new Date().toISOString()).success).toBe(true);
    expect(isoDateTimeSchema.safeParse("2026-11-22T10:00:00-05:00").success).toBe(true);
    expect(messages(isoDateTimeSchema, "2026-11-22")).toEqual(["Enter a real date and time, like 2026-12-01T14:30:00Z"]);
    expect(isoDateOrDateTimeSchema.safeParse("2026-11-22").success).toBe(true);
    expect(isoDateOrDateTimeSchema.safeParse("2026-11-22T10:00:00Z").success).toBe(true);
    expect(messages(isoDateOrDateTimeSchema, "tomorrow")).toEqual([
      "Enter a real date, like 2026-12-01, or a date and time, like 2026-12-01T14:30:00Z",
    ]);
  });

  it("artImage takes a base path of its kind without size or extension", () => {
    const image = artImage("listings");
    expect(image.safeParse("/art/listings/aman-miami-beach").success).toBe(true);
    expect(messages(image, "/art/listings/aman-miami-beach.webp")).toEqual([
      "Enter an artwork base path, like /art/listings/aman-miami-beach",
    ]);
    expect(image.safeParse("/art/rentals/aman-miami-beach").success).toBe(false);
    expect(image.safeParse("https://example.com/art/listings/x").success).toBe(false);
  });

  it("imageAltSchema wants a real description", () => {
    expect(imageAltSchema.safeParse("Poster-style illustration of a white tower").success).toBe(true);
    expect(messages(imageAltSchema, "image")).toEqual(["Describe the picture in at least 10 characters"]);
  });
});
