import { describe, expect, it } from "vitest";
import { SECTIONS, sectionsFrom } from "./sections.mjs";

describe("sectionsFrom", () => {
  it("runs every section by default, in the bench's order", () => {
    expect(sectionsFrom([])).toEqual(SECTIONS);
    expect(sectionsFrom(["--runs", "1"])).toEqual(["first-load-js", "responsiveness", "lighthouse"]);
  });

  it("drops a section turned off with --no-<section>", () => {
    expect(sectionsFrom(["--no-lighthouse"])).toEqual(["first-load-js", "responsiveness"]);
    expect(sectionsFrom(["--no-lighthouse", "--no-responsiveness"])).toEqual(["first-load-js"]);
  });

  it("keeps only the sections named by --only, in the bench's order", () => {
    expect(sectionsFrom(["--only", "responsiveness"])).toEqual(["responsiveness"]);
    expect(sectionsFrom(["--only", "lighthouse,first-load-js"])).toEqual(["first-load-js", "lighthouse"]);
  });

  it("refuses an unknown or missing section name after --only", () => {
    expect(() => sectionsFrom(["--only", "inp"])).toThrow("unknown: inp");
    expect(() => sectionsFrom(["--only"])).toThrow("--only takes a comma-separated list of: first-load-js, responsiveness, lighthouse");
  });
});
