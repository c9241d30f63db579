import { describe, expect, it } from "vitest";
import { CROSS_BORDER_DEFAULTS } from "@/lib/schemas/cross-border-choice";
import { crossBorderParams, parseCrossBorderParams } from "./choice-params";
import { carriesCrossBorderChoice } from "./choice-query";

const parse = (query: string) => parseCrossBorderParams(new URLSearchParams(query));

describe("parseCrossBorderParams", () => {
  it("gives a US person buying personally for an empty query", () => {
    expect(parse("")).toEqual({ values: CROSS_BORDER_DEFAULTS, fallbacks: [] });
  });

  it("reads a residence and a company purchase", () => {
    expect(parse("tax-residence=gb&purchase=company")).toEqual({ values: { residence: "gb", vehicle: "company" }, fallbacks: [] });
  });

  it.each([
    ["tax-residence=fr", "residence"],
    ["tax-residence=GB", "residence"],
    ["tax-residence=<script>", "residence"],
    ["purchase=trust", "vehicle"],
  ])("falls back to the default for %s and names the field", (query, field) => {
    const parsed = parse(query);
    expect(parsed.values).toEqual(CROSS_BORDER_DEFAULTS);
    expect(parsed.fallbacks).toEqual([field]);
  });
});

describe("crossBorderParams", () => {
  it("writes nothing for the defaults and only what differs otherwise", () => {
    expect(crossBorderParams(CROSS_BORDER_DEFAULTS).toString()).toBe("");
    expect(crossBorderParams({ residence: "ae", vehicle: "personal" }).toString()).toBe("tax-residence=ae");
  });

  it("keeps the calculators' and other parameters of the address, and reads back the same", () => {
    const base = new URLSearchParams("down=25&purchase=company&ids=listing:bulgari-dubai");
    const query = crossBorderParams({ residence: "sg", vehicle: "personal" }, base);
    expect(query.toString()).toBe("down=25&ids=listing%3Abulgari-dubai&tax-residence=sg");
    expect(parseCrossBorderParams(query).values).toEqual({ residence: "sg", vehicle: "personal" });
  });
});

describe("carriesCrossBorderChoice", () => {
  it("is true only when the address names a choice", () => {
    expect(carriesCrossBorderChoice("?purchase=company")).toBe(true);
    expect(carriesCrossBorderChoice("?tax-residence=de&down=20")).toBe(true);
    expect(carriesCrossBorderChoice("?down=20")).toBe(false);
    expect(carriesCrossBorderChoice("?purchase=")).toBe(false);
  });
});
