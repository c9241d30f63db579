import { runInNewContext } from "node:vm";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { EARLY_INPUT_SCRIPT } from "./early-input";

type FakeElement = {
  isConnected: boolean;
  attributes: Map<string, string>;
  clicks: number;
  dispatched: string[];
  submits: number;
  getAttribute(name: string): string | null;
  setAttribute(name: string, value: string): void;
  removeAttribute(name: string): void;
  click(): void;
  dispatchEvent(event: { type: string }): void;
  requestSubmit(): void;
  closest(selector: string): unknown;
};

/** An element as the script sees it: its role, whether it sits inside a link, whether React owns it. */
function element({ role, inLink = false }: { role?: string; inLink?: boolean } = {}): FakeElement {
  const el: FakeElement = {
    isConnected: true,
    attributes: new Map(role ? [["role", role]] : []),
    clicks: 0,
    dispatched: [],
    submits: 0,
    getAttribute: (name) => el.attributes.get(name) ?? null,
    setAttribute: (name, value) => void el.attributes.set(name, value),
    removeAttribute: (name) => void el.attributes.delete(name),
    click: () => void (el.clicks += 1),
    dispatchEvent: (event) => void el.dispatched.push(event.type),
    requestSubmit: () => void (el.submits += 1),
    closest: (selector) => (selector === "a[href]" ? (inLink ? {} : null) : el),
  };
  return el;
}

/** What React does to an element it hydrates: a props key of its own. */
function hydrate(el: FakeElement) {
  (el as unknown as Record<string, unknown>)["__reactProps$x7k2"] = {};
}

type FakeEvent = { target: FakeElement; isTrusted: boolean; preventDefault: () => void; stopImmediatePropagation: () => void };

function event(target: FakeElement, isTrusted = true): FakeEvent {
  return { target, isTrusted, preventDefault: vi.fn(), stopImmediatePropagation: vi.fn() };
}

let listeners: Record<string, (event: FakeEvent) => void>;

beforeEach(() => {
  vi.useFakeTimers();
  listeners = {};
  runInNewContext(EARLY_INPUT_SCRIPT, {
    window: { addEventListener: (type: string, listener: (event: FakeEvent) => void) => (listeners[type] = listener) },
    setTimeout: (callback: () => void, ms: number) => setTimeout(callback, ms),
    Date: { now: () => Date.now() },
    Object,
    MouseEvent: class {
      constructor(readonly type: string) {}
    },
  });
});

afterEach(() => {
  vi.useRealTimers();
});

describe("early input", () => {
  it("holds a click on a control React does not own yet, shows it busy, and replays it once React owns it", () => {
    const button = element();
    const click = event(button);
    listeners.click!(click);
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
    listeners.click!(click);
    expect(click.preventDefault).not.toHaveBeenCalled();
    expect(button.getAttribute("aria-busy")).toBeNull();
  });

  it("leaves a link to the browser, which follows it", () => {
    const click = event(element({ inLink: true }));
    listeners.click!(click);
    expect(click.preventDefault).not.toHaveBeenCalled();
  });

  it("never holds its own replayed click (an untrusted event)", () => {
    const click = event(element(), false);
    listeners.click!(click);
    expect(click.preventDefault).not.toHaveBeenCalled();
  });

  it("keeps only the latest press: a double click is one intent", () => {
    const first = element();
    const second = element();
    listeners.click!(event(first));
    listeners.click!(event(second));
    expect(first.getAttribute("aria-busy")).toBeNull();
    hydrate(first);
    hydrate(second);
    vi.advanceTimersByTime(100);
    expect(first.clicks).toBe(0);
    expect(second.clicks).toBe(1);
  });

  it("presses a tab the way Radix selects it: mousedown, then click", () => {
    const tab = element({ role: "tab" });
    listeners.click!(event(tab));
    hydrate(tab);
    vi.advanceTimersByTime(50);
    expect(tab.dispatched).toEqual(["mousedown"]);
    expect(tab.clicks).toBe(1);
  });

  it("gives a press up after 10 s when the page never becomes ready, and stops looking busy", () => {
    const button = element();
    listeners.click!(event(button));
    vi.advanceTimersByTime(10_100);
    expect(button.getAttribute("aria-busy")).toBeNull();
    hydrate(button);
    vi.advanceTimersByTime(1_000);
    expect(button.clicks).toBe(0);
  });

  it("drops the press of a control that left the page", () => {
    const button = element();
    listeners.click!(event(button));
    button.isConnected = false;
    hydrate(button);
    vi.advanceTimersByTime(100);
    expect(button.clicks).toBe(0);
  });

  it("stops a form React does not own from submitting natively, and submits it once React owns it", () => {
    const form = element();
    const submit = event(form);
    listeners.submit!(submit);
    expect(submit.preventDefault).toHaveBeenCalled();
    hydrate(form);
    vi.advanceTimersByTime(50);
    expect(form.submits).toBe(1);
  });

  it("lets a form React owns submit to React", () => {
    const form = element();
    hydrate(form);
    const submit = event(form);
    listeners.submit!(submit);
    expect(submit.preventDefault).not.toHaveBeenCalled();
  });
});
