import { describe, expect, it } from "vitest";
import { sourceSchema } from "@/lib/schemas/source";
import { crossBorderSources } from "./cross-border-sources";

describe("the cross-border sheet's sources", () => {
  it("are each a valid source, with ids used once", () => {
    for (const source of crossBorderSources) expect(sourceSchema.safeParse(source).success, source.id).toBe(true);
    expect(new Set(crossBorderSources.map((source) => source.id)).size).toBe(crossBorderSources.length);
  });

  it("were compared with the notes no earlier than they were published", () => {
    for (const source of crossBorderSources) expect(source.comparedWithNotes >= source.published, source.id).toBe(true);
  });
});
