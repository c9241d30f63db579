import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { purchaseListings } from "@/lib/catalogue/listings";
import { contractPathMarkScript } from "./contract-path-mark-script";
import { headScript } from "./head-script";
import { offerHeaderFillScript } from "./offer-header-fill-script";

const root = join(__dirname, "..", "..");
const readme = readFileSync(join(__dirname, "README.md"), "utf8");

/** The attributes the README's table of marks lists, by name ("data-gate" for `data-gate="open"`). */
const tabled = new Set([...readme.matchAll(/^\| `(data-[a-z-]+)/gm)].map((match) => match[1]));
/** Every data-* name the README mentions anywhere. */
const named = new Set([...readme.matchAll(/`[^`]*?(data-[a-z]+(?:-[a-z0-9]+)*)/g)].map((match) => match[1]));

function files(dir: string, ends: RegExp): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return files(path, ends);
    return ends.test(name) && !name.includes(".test.") ? [path] : [];
  });
}

/** The marks CSS reads from <html>: stylesheets, and Tailwind's `[html[data-x]_&]` variants. */
function marksReadFromHtml(): Set<string> {
  const sources = [...files(join(root, "app"), /\.css$/), ...files(join(root, "components"), /\.tsx$/)];
  const marks = sources.flatMap((path) => [...readFileSync(path, "utf8").matchAll(/html(?::not\(\[|\[)(data-[a-z-]+)/g)]);
  return new Set(marks.map((match) => match[1]!));
}

describe("the README's table of first-paint marks", () => {
  it("has a row for every mark that CSS reads from <html>", () => {
    const read = marksReadFromHtml();
    expect(read.size).toBeGreaterThan(5);
    expect([...read].filter((mark) => !tabled.has(mark))).toEqual([]);
  });

  it("names every data-* attribute the inline scripts set or read", () => {
    const scripts = [headScript("key"), contractPathMarkScript(), offerHeaderFillScript(purchaseListings)].join("\n");
    const attributes = new Set([...scripts.matchAll(/data-[a-z]+(?:-[a-z]+)*/g)].map((match) => match[0]));
    expect(attributes.size).toBeGreaterThan(8);
    expect([...attributes].filter((attribute) => !named.has(attribute))).toEqual([]);
  });
});
