import { existsSync, readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

/** The code block under "## Where things are" in README.md. */
function folderMap(readme: string): string {
  const section = readme.split("\n## Where things are\n")[1]?.split("\n## ")[0] ?? "";
  return section.split("```")[1] ?? "";
}

const foldersOf = (root: string) =>
  readdirSync(root, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => `${root}/${entry.name}/`);

describe("the README's folder map", () => {
  const map = folderMap(readFileSync("README.md", "utf8"));

  it("is found under its heading", () => {
    expect(map).toContain("app/");
  });

  it.each(["app", "components", "lib"])("names every folder directly under %s/", (root) => {
    const missing = foldersOf(root).filter((folder) => !map.includes(folder));
    expect(missing, `add these to README.md, "Where things are"`).toEqual([]);
  });

  it("names no folder that is not there", () => {
    const named = [...map.matchAll(/\b((?:app|components|lib)\/[\w\[\]-]+\/)/g)].map((match) => match[1] ?? "");
    expect(named.length).toBeGreaterThan(60);
    expect(named.filter((folder) => !existsSync(folder))).toEqual([]);
  });
});
