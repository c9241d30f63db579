import { runInNewContext } from "node:vm";
import { describe, expect, it } from "vitest";
import { CONTRACT_PATH_ATTRIBUTE, parseContractPath } from "@/lib/deals/contracts/contract-path";
import { contractPathMarkScript } from "./contract-path-mark-script";

/** Runs the script at `pathname`; true when it marked <html>. */
function marks(pathname: string): boolean {
  const attributes = new Map<string, string>();
  const documentElement = { setAttribute: (name: string, value: string) => attributes.set(name, value) };
  runInNewContext(contractPathMarkScript(), { location: { pathname }, document: { documentElement }, decodeURIComponent });
  return attributes.has(CONTRACT_PATH_ATTRIBUTE);
}

describe("the 404 page's contract-path mark", () => {
  const paths = [
    "/contracts/5",
    "/contracts/5/",
    "/contracts/5/sign",
    "/contracts/5/messages/",
    "/contracts/c-1a2b/",
    "/contracts/new/",
    "/contracts/new",
    "/contracts/",
    "/contracts/5/edit/",
    "/contracts/5/sign/extra",
    "/contracts/%3Cscript%3E/",
    "/contracts/%E0%A4%A/",
    "/contracts/a%2Fb/",
    "/contractsx/5/",
    "/nowhere/",
    "/",
  ];

  it("marks exactly the addresses parseContractPath reads as a contract's", () => {
    for (const path of paths) expect(marks(path), path).toBe(parseContractPath(path) !== null);
  });

  it("marks a created contract's pages and leaves other 404s alone", () => {
    expect(marks("/contracts/5/sign/")).toBe(true);
    expect(marks("/contracts/5/edit/")).toBe(false);
    expect(marks("/contracts/%E0%A4%A/")).toBe(false);
  });
});
