import { describe, expect, it } from "vitest";
import { crossBorderSources } from "@/data/cross-border-sources";
import { sources as figureSources } from "@/data/sources";
import { requireSource, sources } from "./sources";

describe("the site's joined list of sources", () => {
  it("holds the figures' and the cross-border rules' sources, each id once", () => {
    expect(sources).toHaveLength(figureSources.length + crossBorderSources.length);
    expect(new Set(sources.map((source) => source.id)).size).toBe(sources.length);
  });

  it("finds a source of either list, and throws for an id in neither", () => {
    expect(requireSource("florida-dor-documentary-stamp-tax").publisher).toBe("Florida Department of Revenue");
    expect(requireSource("irs-firpta-withholding").publisher).toBe("Internal Revenue Service");
    expect(() => requireSource("nowhere")).toThrow(/No source "nowhere"/);
  });
});
