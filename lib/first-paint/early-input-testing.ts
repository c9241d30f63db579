// For the tests of early-input-script.ts only: its script run in a bare context of its own (no DOM
// library here), with fake elements and events carrying exactly what the script reads.
import { runInNewContext } from "node:vm";
import { afterEach, beforeEach, vi } from "vitest";
import { EARLY_INPUT_SCRIPT } from "./early-input-script";

type Listener = (event: FakeEvent) => void;

export type FakeElement = {
  name: string;
  /**
   * React owns it (its props are on it) but has not finished taking over the part of the page
   * around it: a click stops before reaching it, a submission reaches no handler.
   */
  blocked: boolean;
  /** React hydrates this native checkbox or radio during a click, setting it back: the click changes nothing. */
  resets: boolean;
  /** A checkbox's or radio's state, which a click sets natively. */
  checked?: boolean;
  /** Submissions that went on natively (no handler prevented them). */
  nativeSubmissions: number;
  addEventListener(type: string, listener: Listener, capture?: boolean): void;
  removeEventListener(type: string, listener: Listener, capture?: boolean): void;
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

const created: FakeElement[] = [];
type WindowListener = { type: string; listener: Listener; capture: boolean };
let windowListeners: WindowListener[] = [];

function dispatchOnWindow(event: FakeEvent, capture: boolean) {
  for (const entry of windowListeners.filter((candidate) => candidate.type === event.type && candidate.capture === capture))
    entry.listener(event);
}

/** An element as the script sees it: its role, whether it sits inside a link, whether React owns it. */
export function element({ name = "control", role, inLink = false, tagName = "BUTTON", type, form }: Options = {}): FakeElement {
  const own = new Map<string, Listener[]>();
  const el: FakeElement = {
    name,
    blocked: false,
    resets: false,
    checked: type === "radio" || type === "checkbox" ? false : undefined,
    nativeSubmissions: 0,
    addEventListener: (kind, listener) => void own.set(kind, [...(own.get(kind) ?? []), listener]),
    removeEventListener: (kind, listener) =>
      void own.set(
        kind,
        (own.get(kind) ?? []).filter((each) => each !== listener),
      ),
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
      // A click sets a radio or checkbox before it is dispatched, and only a prevented click undoes it.
      const was = el.checked;
      if (el.type === "radio") {
        for (const other of created.filter((each) => each.type === "radio" && each.name === el.name)) other.checked = false;
        el.checked = true;
      } else if (el.type === "checkbox") el.checked = !el.checked;
      if (el.blocked) return void replays.push(`${name}:click (blocked)`);
      if (el.resets) el.checked = was;
      for (const listener of own.get("click") ?? []) listener(event(el, false));
      if (el.checked !== was) for (const listener of own.get("change") ?? []) listener(event(el, false, "change"));
      if (el.resets) return void replays.push(`${name}:click (set back)`);
      el.clicks += 1;
      replays.push(`${name}:click`);
    },
    dispatchEvent: (event) => {
      el.dispatched.push(event.type);
      replays.push(`${name}:${event.type}`);
    },
    requestSubmit: () => {
      const submission = event(el, false, "submit");
      dispatchOnWindow(submission, true);
      if (el.blocked) replays.push(`${name}:submit (blocked)`);
      else {
        // Every form's handler prevents the native submission.
        submission.preventDefault();
        el.submits += 1;
        replays.push(`${name}:submit`);
      }
      dispatchOnWindow(submission, false);
      if (!submission.defaultPrevented) el.nativeSubmissions += 1;
    },
    closest: (selector) => (selector === "a[href]" ? (inLink ? {} : null) : el),
  };
  created.push(el);
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
  type: string;
  target: FakeElement;
  isTrusted: boolean;
  defaultPrevented: boolean;
  preventDefault: () => void;
  stopImmediatePropagation: () => void;
};

/** A person's event (trusted), unless `isTrusted` is false: the script's own replay. */
export function event(target: FakeElement, isTrusted = true, type = "click"): FakeEvent {
  const made: FakeEvent = {
    type,
    target,
    isTrusted,
    defaultPrevented: false,
    preventDefault: vi.fn(() => void (made.defaultPrevented = true)),
    stopImmediatePropagation: vi.fn(),
  };
  return made;
}

/** Runs the script afresh, with a window that keeps its listeners and a document of the elements made. */
function runEarlyInput() {
  replays.length = 0;
  created.length = 0;
  windowListeners = [];
  runInNewContext(EARLY_INPUT_SCRIPT, {
    window: {
      addEventListener: (type: string, listener: Listener, capture = false) => void windowListeners.push({ type, listener, capture }),
      removeEventListener: (type: string, listener: Listener, capture = false) => {
        windowListeners = windowListeners.filter(
          (entry) => !(entry.type === type && entry.listener === listener && entry.capture === capture),
        );
      },
    },
    document: { getElementsByName: (name: string) => created.filter((el) => el.name === name) },
    setTimeout: (callback: () => void, ms: number) => setTimeout(callback, ms),
    Date: { now: () => Date.now() },
    Object,
  });
}

/** The script run afresh before each test of the file, on Vitest's fake timers: its window listeners. */
export function earlyInputForEachTest() {
  beforeEach(() => {
    vi.useFakeTimers();
    runEarlyInput();
  });
  afterEach(() => {
    vi.useRealTimers();
  });
  // The script's own listeners: on window, in the capture phase.
  const send = (event: FakeEvent) => dispatchOnWindow(event, true);
  return {
    click: (event: FakeEvent) => send({ ...event, type: "click" }),
    submit: (event: FakeEvent) => send({ ...event, type: "submit" }),
  };
}
