import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

/**
 * Dexie (tens of KB) must load only when a collection is first used, never with a page:
 * walk the static, non-type imports inside lib/store and check it is never reached.
 */
const STATIC_IMPORT = /^(?:import|export)\s+(?!type\b)[^;]*?\sfrom\s+"([^"]+)";/gms;

function staticImports(file: string): string[] {
  const source = readFileSync(new URL(`./${file}`, import.meta.url), "utf8");
  return [...source.matchAll(STATIC_IMPORT)].map((match) => match[1] ?? "");
}

function reachable(entry: string): Set<string> {
  const seen = new Set<string>();
  const queue = [entry];
  while (queue.length > 0) {
    const file = queue.pop() ?? "";
    if (seen.has(file)) continue;
    seen.add(file);
    for (const specifier of staticImports(file)) {
      if (specifier.startsWith("./")) queue.push(`${specifier.slice(2)}.ts`);
      else seen.add(specifier);
    }
  }
  return seen;
}

describe("what a page loads with the store", () => {
  it.each(["index.ts", "hooks.ts", "record-hooks.ts", "collections.ts", "backup-calls.ts", "signing-keys.ts", "writes.ts"])(
    "%s does not pull in the store's engine, Dexie or the samples up front",
    (entry) => {
      const graph = reachable(entry);
      // What every entry reaches: the collection handles (hooks.ts, through the collection cache).
      expect(
        graph.has("collection-cache.ts") || ["collections.ts", "backup-calls.ts", "signing-keys.ts", "writes.ts"].includes(entry),
      ).toBe(true);
      // The engine room (create-store and everything under it) loads with the first call.
      expect(graph.has("site-store.ts")).toBe(false);
      expect(graph.has("create-store.ts")).toBe(false);
      expect(graph.has("dexie")).toBe(false);
      expect(graph.has("db.ts")).toBe(false);
      expect(graph.has("signing-keys-db.ts")).toBe(false);
      expect(graph.has("samples.ts")).toBe(false);
      // The schemas (and zod) load with the store's first read, not with the page.
      expect(graph.has("definitions.ts")).toBe(false);
      expect([...graph].filter((module) => module.startsWith("zod") || module.startsWith("@/lib/schemas"))).toEqual([]);
    },
  );

  it.each(["preferences.ts", "use-preference.ts"])("%s stays tiny: no Dexie, no zod, no store", (entry) => {
    const graph = reachable(entry);
    const expected = new Set([entry, "preferences.ts", "preferences-read.ts", "errors.ts", "types.ts"]);
    if (entry === "use-preference.ts") expected.add("react");
    expect([...graph].sort()).toEqual([...expected].sort());
  });

  it("preferences-read.ts, which the header's session uses on every page, imports nothing at all", () => {
    expect([...reachable("preferences-read.ts")]).toEqual(["preferences-read.ts"]);
  });
});
