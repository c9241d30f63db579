import { describe, expect, it } from "vitest";
import { shouldGoBack } from "./back-navigation";

const origin = "https://aurum.example";

describe("shouldGoBack", () => {
  it("follows the Navigation API when the browser has it", () => {
    expect(shouldGoBack({ navigationCanGoBack: true, historyLength: 1, referrer: "", origin })).toBe(true);
    expect(shouldGoBack({ navigationCanGoBack: false, historyLength: 5, referrer: `${origin}/buy/`, origin })).toBe(false);
  });

  it("falls back when there is no earlier entry", () => {
    expect(shouldGoBack({ historyLength: 1, referrer: "", origin })).toBe(false);
    expect(shouldGoBack({ historyLength: 1, referrer: `${origin}/buy/`, origin })).toBe(false);
  });

  it("goes back after a visit from one of the site's pages", () => {
    expect(shouldGoBack({ historyLength: 3, referrer: `${origin}/buy/?hotel=aman`, origin })).toBe(true);
    expect(shouldGoBack({ historyLength: 3, referrer: "", origin })).toBe(true);
  });

  it("never sends a visitor back to another site", () => {
    expect(shouldGoBack({ historyLength: 3, referrer: "https://search.example/?q=aman", origin })).toBe(false);
    expect(shouldGoBack({ historyLength: 3, referrer: "https://aurum.example.evil.test/", origin })).toBe(false);
    expect(shouldGoBack({ historyLength: 3, referrer: "not a url", origin })).toBe(false);
  });
});
