import { describe, expect, it } from "vitest";
import { DEBIAN_CHROMIUM, findChromium } from "./browser-path.mjs";

const existing =
  (...paths: string[]) =>
  (p: string) =>
    paths.includes(p);

describe("findChromium", () => {
  it("uses PLAYWRIGHT_CHROMIUM_PATH first and refuses a path that does not exist", () => {
    expect(
      findChromium({
        env: { PLAYWRIGHT_CHROMIUM_PATH: "/opt/c" },
        exists: existing("/opt/c", DEBIAN_CHROMIUM),
        playwrightPath: () => null,
      }),
    ).toEqual({
      path: "/opt/c",
      source: "PLAYWRIGHT_CHROMIUM_PATH",
    });
    expect(() =>
      findChromium({ env: { PLAYWRIGHT_CHROMIUM_PATH: "/opt/x" }, exists: existing(DEBIAN_CHROMIUM), playwrightPath: () => null }),
    ).toThrow(/\/opt\/x/);
  });
  it("prefers Debian's chromium over Playwright's download, and that over nothing", () => {
    expect(findChromium({ env: {}, exists: existing(DEBIAN_CHROMIUM, "/pw/chrome"), playwrightPath: () => "/pw/chrome" })?.path).toBe(
      DEBIAN_CHROMIUM,
    );
    expect(findChromium({ env: {}, exists: existing("/pw/chrome"), playwrightPath: () => "/pw/chrome" })?.path).toBe("/pw/chrome");
    expect(findChromium({ env: {}, exists: existing(), playwrightPath: () => "/pw/chrome" })).toBeNull();
  });
});
