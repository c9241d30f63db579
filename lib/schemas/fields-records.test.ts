import { describe, expect, it } from "vitest";
import {
  artImage,
  countSchema,
  centsSchema,
  imageAltSchema,
  isoDateOrDateTimeSchema,
  isoDateSchema,
  isoDateTimeSchema,
  slugSchema,
} from "./fields";
import { fixTheClock, messages } from "./fields-test-utils";

fixTheClock();

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
