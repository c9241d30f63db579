import { describe, expect, it } from "vitest";
import { findCycles, importGraph } from "./import-graph.mjs";

type Graph = Map<string, string[]>;
const graphOf = (edges: Record<string, string[]>): Graph => new Map(Object.entries(edges));

describe("the import-cycle check", () => {
  it("finds no cycle in a graph whose imports point one way", () => {
    expect(findCycles(graphOf({ a: ["b", "c"], b: ["c"], c: [] }))).toEqual([]);
  });

  it("names every module of a loop, however long, and a module that imports itself", () => {
    const cycles = findCycles(graphOf({ a: ["b"], b: ["c"], c: ["a"], d: ["d"], e: ["a"] }));
    expect(cycles).toEqual(expect.arrayContaining([["a", "b", "c"], ["d"]]));
    expect(cycles).toHaveLength(2);
  });

  it("reads type imports and re-exports as imports, with the project's path aliases", () => {
    const graph: Graph = importGraph(process.cwd(), ["lib/store/writes.ts", "lib/auth/actions.ts"]);
    // writes.ts has `import type { CollectionSchemas } from "./definitions"` and re-exports ./collections.
    expect(graph.get("lib/store/writes.ts")).toEqual(expect.arrayContaining(["lib/store/definitions.ts", "lib/store/collections.ts"]));
    // "@/lib/..." resolves like the compiler does.
    expect(graph.get("lib/auth/actions.ts")).toContain("lib/store/writes.ts");
  });
});
