import { describe, expect, it, vi } from "vitest";
import { element, event, hydrate, earlyInputForEachTest } from "./early-input-testing";

// One held press at a time; several at once (their order, one per element, giving up) are in
// early-input-queue.test.ts.
const script = earlyInputForEachTest();

/** A group of two radios, "any" chosen, and a press on the other held, then its props put on it by React. */
function heldRadioChoice() {
  const any = element({ name: "status", tagName: "INPUT", type: "radio" });
  const offPlan = element({ name: "status", tagName: "INPUT", type: "radio" });
  any.checked = true;
  script.click(event(offPlan));
  hydrate(offPlan);
  return { any, offPlan };
}

describe("early input", () => {
  it("holds a click on a control React does not own yet, shows it busy, and replays it once React owns it", () => {
    const button = element();
    const click = event(button);
    script.click(click);
    expect(click.preventDefault).toHaveBeenCalled();
    expect(click.stopImmediatePropagation).toHaveBeenCalled();
    expect(button.getAttribute("aria-busy")).toBe("true");
    expect(button.attributes.has("data-early-input")).toBe(true);

    vi.advanceTimersByTime(500);
    expect(button.clicks).toBe(0);
    hydrate(button);
    vi.advanceTimersByTime(50);
    expect(button.clicks).toBe(1);
    expect(button.getAttribute("aria-busy")).toBeNull();
    expect(button.attributes.has("data-early-input")).toBe(false);
  });

  it("leaves a click on a control React owns to React", () => {
    const button = element();
    hydrate(button);
    const click = event(button);
    script.click(click);
    expect(click.preventDefault).not.toHaveBeenCalled();
    expect(button.getAttribute("aria-busy")).toBeNull();
  });

  it("leaves a link to the browser, which follows it", () => {
    const click = event(element({ inLink: true }));
    script.click(click);
    expect(click.preventDefault).not.toHaveBeenCalled();
  });

  it("never holds its own replayed click (an untrusted event)", () => {
    const click = event(element(), false);
    script.click(click);
    expect(click.preventDefault).not.toHaveBeenCalled();
  });

  it("replays a held tab as the one click that selects it", () => {
    const tab = element({ role: "tab" });
    script.click(event(tab));
    hydrate(tab);
    vi.advanceTimersByTime(50);
    expect(tab.dispatched).toEqual([]);
    expect(tab.clicks).toBe(1);
  });

  it("gives a press up after 10 s when the page never becomes ready, and stops looking busy", () => {
    const button = element();
    script.click(event(button));
    vi.advanceTimersByTime(10_100);
    expect(button.getAttribute("aria-busy")).toBeNull();
    hydrate(button);
    vi.advanceTimersByTime(1_000);
    expect(button.clicks).toBe(0);
  });

  it("drops the press of a control that left the page", () => {
    const button = element();
    script.click(event(button));
    button.isConnected = false;
    hydrate(button);
    vi.advanceTimersByTime(100);
    expect(button.clicks).toBe(0);
  });

  it("stops a form React does not own from submitting natively, and submits it once React owns it", () => {
    const form = element({ name: "form", tagName: "FORM" });
    const submit = event(form);
    script.submit(submit);
    expect(submit.preventDefault).toHaveBeenCalled();
    hydrate(form);
    vi.advanceTimersByTime(50);
    expect(form.submits).toBe(1);
  });

  it("lets a form React owns submit to React", () => {
    const form = element({ name: "form", tagName: "FORM" });
    hydrate(form);
    const submit = event(form);
    script.submit(submit);
    expect(submit.preventDefault).not.toHaveBeenCalled();
  });
  it("holds a replayed click again when React stopped it short of the control, until React has taken over", () => {
    const button = element();
    script.click(event(button));
    hydrate(button);
    button.blocked = true;
    vi.advanceTimersByTime(50);
    expect(button.clicks).toBe(0);
    expect(button.getAttribute("aria-busy")).toBe("true");
    vi.advanceTimersByTime(200);
    expect(button.clicks).toBe(0);
    button.blocked = false;
    vi.advanceTimersByTime(50);
    expect(button.clicks).toBe(1);
    expect(button.getAttribute("aria-busy")).toBeNull();
    vi.advanceTimersByTime(500);
    expect(button.clicks).toBe(1);
  });

  it("sets a radio whose replayed click was stopped back as it was, its group's choice too", () => {
    const { any, offPlan } = heldRadioChoice();
    offPlan.blocked = true;
    vi.advanceTimersByTime(50);
    expect([any.checked, offPlan.checked]).toEqual([true, false]);
    offPlan.blocked = false;
    vi.advanceTimersByTime(50);
    expect([any.checked, offPlan.checked]).toEqual([false, true]);
    expect(offPlan.clicks).toBe(1);
  });

  it("holds a replayed click again when React hydrated the radio during it and set it back", () => {
    const { any, offPlan } = heldRadioChoice();
    offPlan.resets = true;
    vi.advanceTimersByTime(50);
    expect(offPlan.clicks).toBe(0);
    expect([any.checked, offPlan.checked]).toEqual([true, false]);
    expect(offPlan.getAttribute("aria-busy")).toBe("true");
    offPlan.resets = false;
    vi.advanceTimersByTime(50);
    expect(offPlan.clicks).toBe(1);
    expect([any.checked, offPlan.checked]).toEqual([false, true]);
  });

  it("counts a replayed click on the radio already chosen as done", () => {
    const any = element({ name: "status", tagName: "INPUT", type: "radio" });
    any.checked = true;
    script.click(event(any));
    hydrate(any);
    vi.advanceTimersByTime(50);
    expect(any.clicks).toBe(1);
    expect(any.getAttribute("aria-busy")).toBeNull();
  });

  it("stops a replayed submission no handler prevented (React was not ready), and sends it again once React is", () => {
    const form = element({ name: "form", tagName: "FORM" });
    script.submit(event(form));
    hydrate(form);
    form.blocked = true;
    vi.advanceTimersByTime(150);
    expect(form.nativeSubmissions).toBe(0);
    expect(form.submits).toBe(0);
    form.blocked = false;
    vi.advanceTimersByTime(50);
    expect(form.submits).toBe(1);
    expect(form.nativeSubmissions).toBe(0);
    vi.advanceTimersByTime(500);
    expect(form.submits).toBe(1);
  });

  it("still gives up after 10 s on a press React never becomes ready for", () => {
    const button = element();
    script.click(event(button));
    hydrate(button);
    button.blocked = true;
    vi.advanceTimersByTime(10_100);
    expect(button.getAttribute("aria-busy")).toBeNull();
    button.blocked = false;
    vi.advanceTimersByTime(1_000);
    expect(button.clicks).toBe(0);
  });
});
