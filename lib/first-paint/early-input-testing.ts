// For the tests of early-input-script.ts only: its script run in a bare context of its own (no DOM
// library here), with fake elements and events carrying exactly what the script reads.
import { runInNewContext } from "node:vm";
import { afterEach, beforeEach, vi } from "vitest";
import { EARLY_INPUT_SCRIPT } from "./early-input-script";

export type FakeElement = {
  name: string;
  tagName: string;
  /** A button's type ("submit" for a submit button); undefined elsewhere. */
  type?: string;
  /** The form a button belongs to. */
  form?: FakeElement;
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

/** Every replay, in the order it happened: "radio:click", "form:submit"... */
export const replays: string[] = [];

type Options = { name?: string; role?: string; inLink?: boolean; tagName?: string; type?: string; form?: FakeElement };

/** An element as the script sees it: its role, whether it sits inside a link, whether React owns it. */
export function element({ name = "control", role, inLink = false, tagName = "BUTTON", type, form }: Options = {}): FakeElement {
  const el: FakeElement = {
    name,
    tagName,
    type,
    form,
    isConnected: true,
    attributes: new Map(role ? [["role", role]] : []),
    clicks: 0,
    dispatched: [],
    submits: 0,
    getAttribute: (attribute) => el.attributes.get(attribute) ?? null,
    setAttribute: (attribute, value) => void el.attributes.set(attribute, value),
    removeAttribute: (attribute) => void el.attributes.delete(attribute),
    click: () => {
      el.clicks += 1;
      replays.push(`${name}:click`);
    },
    dispatchEvent: (event) => {
      el.dispatched.push(event.type);
      replays.push(`${name}:${event.type}`);
    },
    requestSubmit: () => {
      el.submits += 1;
      replays.push(`${name}:submit`);
    },
    closest: (selector) => (selector === "a[href]" ? (inLink ? {} : null) : el),
  };
  return el;
}

/** What React does to an element it hydrates: a props key of its own. */
export function hydrate(...elements: FakeElement[]) {
  for (const el of elements) (el as unknown as Record<string, unknown>)["__reactProps$x7k2"] = {};
}

export function isBusy(el: FakeElement): boolean {
  return el.getAttribute("aria-busy") === "true" || el.attributes.has("data-early-input");
}

export type FakeEvent = {
  target: FakeElement;
  isTrusted: boolean;
  preventDefault: () => void;
  stopImmediatePropagation: () => void;
};

/** A person's event (trusted), unless `isTrusted` is false: the script's own replay. */
export function event(target: FakeElement, isTrusted = true): FakeEvent {
  return { target, isTrusted, preventDefault: vi.fn(), stopImmediatePropagation: vi.fn() };
}

/** Runs the script afresh; returns the listeners it put on window. */
function runEarlyInput(): Record<string, (event: FakeEvent) => void> {
  const listeners: Record<string, (event: FakeEvent) => void> = {};
  replays.length = 0;
  runInNewContext(EARLY_INPUT_SCRIPT, {
    window: { addEventListener: (type: string, listener: (event: FakeEvent) => void) => (listeners[type] = listener) },
    setTimeout: (callback: () => void, ms: number) => setTimeout(callback, ms),
    Date: { now: () => Date.now() },
    Object,
  });
  return listeners;
}

/** The script run afresh before each test of the file, on Vitest's fake timers: its window listeners. */
export function earlyInputForEachTest() {
  let listeners: Record<string, (event: FakeEvent) => void> = {};
  beforeEach(() => {
    vi.useFakeTimers();
    listeners = runEarlyInput();
  });
  afterEach(() => {
    vi.useRealTimers();
  });
  return { click: (event: FakeEvent) => listeners.click!(event), submit: (event: FakeEvent) => listeners.submit!(event) };
}
