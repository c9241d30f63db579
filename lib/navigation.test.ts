import { describe, expect, it } from "vitest";
import { isActivePath, isNavGroup, mainNavigation } from "./navigation";

describe("isActivePath", () => {
  it("marks home active only on the root path", () => {
    expect(isActivePath("/", "/")).toBe(true);
    expect(isActivePath("/", "/buy/")).toBe(false);
  });

  it("marks a section active on its own path with or without a trailing slash", () => {
    expect(isActivePath("/buy", "/buy")).toBe(true);
    expect(isActivePath("/buy", "/buy/")).toBe(true);
  });

  it("marks a section active on any path below it", () => {
    expect(isActivePath("/contracts", "/contracts/12/sign/")).toBe(true);
  });

  it("does not confuse sections that share a prefix", () => {
    expect(isActivePath("/realtors", "/realtor-application/")).toBe(false);
    expect(isActivePath("/hotels", "/hotels-archive")).toBe(false);
  });
});

describe("mainNavigation", () => {
  it("holds the spec's links in order, with both dropdowns", () => {
    const labels = mainNavigation.map((entry) => entry.label);
    expect(labels).toEqual(["Home", "Purchase/Rent", "Hotels", "Owners", "Realtors", "Tools"]);
    const tools = mainNavigation.find((entry) => entry.label === "Tools");
    expect(tools && isNavGroup(tools) ? tools.items.map((item) => item.href) : []).toEqual([
      "/contracts",
      "/transactions",
      "/hyper-targeting",
      "/about",
    ]);
  });
});
