import { describe, expect, it } from "vitest";
import { firstTapCases, spreadMoments } from "./cases";
import type { Control, Timing } from "./types";
import { LINK_TIMINGS, TIMINGS } from "./types";

const control = (what: string, more: Partial<Control> = {}): Control => ({
  route: "/",
  what,
  kind: "tab",
  target: { role: "tab", name: what },
  action: { do: "press" },
  effect: [],
  ...more,
});

describe("first-tap cases", () => {
  it("gives a control alone every moment, at both CPU settings", () => {
    for (const cpuIndex of [0, 1]) {
      const [only] = firstTapCases([control("Pending")], cpuIndex);
      expect(only?.presses.map((press) => press.timing.label).sort()).toEqual(TIMINGS.map((timing) => timing.label).sort());
      expect(only?.presses.map((press) => press.label)).toEqual(only?.presses.map((press) => press.timing.label));
    }
  });

  it("presses a control at the moments its CPU setting gives, links at their own two", () => {
    const two = [TIMINGS[1], TIMINGS[4]] as Timing[];
    const [only] = firstTapCases([control("Pending")], 1, two);
    expect(only?.presses.map((press) => press.timing.label).sort()).toEqual(two.map((timing) => timing.label).sort());
    const tabs = ["Pending", "Details", "In Escrow"].map((what) => control(what, { shares: "tabs" }));
    expect(firstTapCases(tabs, 1, two)[0]?.presses.map((press) => press.control.what)).toEqual(["Pending", "Details", "In Escrow"]);
    const [link] = firstTapCases([control("Home", { kind: "link" })], 1, two);
    expect(link?.presses.map((press) => press.timing.label).sort()).toEqual(LINK_TIMINGS.map((timing) => timing.label).sort());
  });

  it("presses every moment once on the controls that share a component, and every control", () => {
    const tabs = ["Pending", "Details", "In Escrow"].map((what) => control(what, { shares: "tabs" }));
    for (const cpuIndex of [0, 1]) {
      const cases = firstTapCases(tabs, cpuIndex);
      expect(cases).toHaveLength(1);
      const presses = cases[0]?.presses ?? [];
      expect(presses.map((press) => press.timing.label).sort()).toEqual(TIMINGS.map((timing) => timing.label).sort());
      expect(new Set(presses.map((press) => press.control.what))).toEqual(new Set(["Pending", "Details", "In Escrow"]));
      expect(cases[0]?.title).toBe("tabs [3 controls]");
      expect(presses[0]?.label).toBe(`${presses[0]?.timing.label}: / ${presses[0]?.control.what} (tab)`);
    }
  });

  it("meets a shared control at moments on the second setting that it did not meet on the first", () => {
    const moments = (member: string, cpuIndex: number) =>
      spreadMoments(["a", "b"], TIMINGS, cpuIndex)
        .filter((press) => press.member === member)
        .map((press) => press.timing.label);
    expect(new Set([...moments("a", 0), ...moments("a", 1)]).size).toBe(TIMINGS.length);
    expect(moments("b", 1).filter((label) => moments("b", 0).includes(label))).toEqual([]);
  });

  it("gives every link a press when links outnumber their two moments", () => {
    const links = ["Owners", "Terms", "Browse", "Home"].map((what) => control(what, { kind: "link", shares: "links" }));
    const presses = firstTapCases(links, 0)[0]?.presses ?? [];
    expect(presses).toHaveLength(4);
    expect(new Set(presses.map((press) => press.timing.label))).toEqual(new Set(LINK_TIMINGS.map((timing) => timing.label)));
  });

  it("keeps controls of one component apart when one needs a session or a phone", () => {
    const cases = firstTapCases([control("A", { shares: "menus" }), control("B", { shares: "menus", signedIn: true })], 0);
    expect(cases).toHaveLength(2);
  });
});
