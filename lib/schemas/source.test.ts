import { describe, expect, it } from "vitest";
import { sourceSchema } from "./source";

const source = {
  id: "savills-branded-residences-2023",
  publisher: "Savills",
  title: "Branded Residences 2023",
  published: "2023-06-01",
  comparedWithNotes: "2026-11-29",
  url: "https://www.savills.com/research_articles/",
  supports: "The brand premium over comparable unbranded homes.",
};

describe("sourceSchema", () => {
  it("accepts a dated source with a kebab-case id", () => {
    expect(sourceSchema.safeParse(source).success).toBe(true);
  });
  it("takes a source's date as precisely as the source gives it: a year, a month or a day", () => {
    for (const published of ["2024", "2024-06", "2023-03-01"]) expect(sourceSchema.safeParse({ ...source, published }).success).toBe(true);
  });
  it("refuses a source with no date, a spaced id or a plain-http address", () => {
    expect(sourceSchema.safeParse({ ...source, published: "" }).success).toBe(false);
    expect(sourceSchema.safeParse({ ...source, published: "2023-13" }).success).toBe(false);
    expect(sourceSchema.safeParse({ ...source, id: "Savills 2023" }).success).toBe(false);
    expect(sourceSchema.safeParse({ ...source, url: "http://example.com" }).success).toBe(false);
  });
});
