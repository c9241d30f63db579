// The types of the first-tap inventory (controls.ts, forms.ts) and the moments
// at which the first-tap specs act: how an element is found, what a person does to it, what the
// page must show then, and what a control or a form entry holds.
import type { Page } from "@playwright/test";

export type AriaRole = Parameters<Page["getByRole"]>[0];

/** An element found by role and accessible name, optionally inside another one. */
export type Find = {
  role: AriaRole;
  name?: string | RegExp;
  exact?: boolean;
  /** A heading's level. */
  level?: number;
  /** Only the matches containing this text. */
  hasText?: string | RegExp;
  /** Look inside this element only (a dialog, a region, a tab panel...). */
  in?: Find;
  /** Several equivalent matches: the first stands for all of them. */
  first?: boolean;
};

/** When the first action happens, each on a fresh load of the page. */
export type Timing = { label: string; waitUntil: "commit" | "domcontentloaded"; delay: number };

export const TIMINGS: readonly Timing[] = [
  { label: "at commit", waitUntil: "commit", delay: 0 },
  { label: "at domcontentloaded", waitUntil: "domcontentloaded", delay: 0 },
  { label: "150 ms after domcontentloaded", waitUntil: "domcontentloaded", delay: 150 },
  { label: "300 ms after domcontentloaded", waitUntil: "domcontentloaded", delay: 300 },
  { label: "600 ms after domcontentloaded", waitUntil: "domcontentloaded", delay: 600 },
];

/** Links are followed by the browser itself before hydration: the two earliest moments suffice. */
export const LINK_TIMINGS: readonly Timing[] = TIMINGS.slice(0, 2);

/** What the person does. */
export type Action =
  /** A click (a tap on a touch screen). */
  | { do: "press" }
  /** Types key by key (locator.pressSequentially). */
  | { do: "type"; text: string }
  /** Puts the whole text at once, as autofill or a paste does (locator.fill). */
  | { do: "fill"; text: string }
  /** Picks an option of a native <select>. */
  | { do: "select"; option: string }
  /** Opens a Radix Select (the first press) and picks an option in its list. */
  | { do: "choose"; option: string };

/** Something the page must show once the action has taken effect. */
export type Check =
  | { visible: Find; text?: string | RegExp }
  /** This text is shown (inside `in`, when given). */
  | { text: string | RegExp; in?: Find }
  | { hidden: Find }
  | { attribute: Find; name: string; value: string | RegExp }
  | { value: Find; is: string }
  | { checked: Find }
  | { enabled: Find }
  | { count: Find; is: number };

export type ControlKind =
  "dialog" | "tab" | "menu" | "disclosure" | "toggle" | "field" | "select" | "checkbox" | "radio" | "button" | "link";

export type Control = {
  route: string;
  /** How the control is named in the test title. */
  what: string;
  kind: ControlKind;
  target: Find;
  action: Action;
  effect: Check[];
  /** The URL once the action took effect (default: the page's own URL, unchanged). */
  url?: RegExp;
  /** The action downloads a file, or opens the file chooser. */
  event?: "download" | "filechooser";
  /**
   * The component this control shares with other entries (one of SHARED in shorthands.ts): the
   * entries that share one are one case, their presses spread over the moments (cases.ts).
   */
  shares?: string;
  /** Phone only (the "phone" project; the control is hidden on a desktop). */
  phone?: true;
  /** Signed in (a session in this browser's storage) before the page loads. */
  signedIn?: true;
  /**
   * Run only with FIRST_TAP_ALL=1: a control that is not a dialog trigger, tab, menu, form field or
   * submit, or that another test already presses first; it keeps `npm test` within its time budget.
   */
  extra?: true;
};

/**
 * One field of a form: what is done to it, and what it must still show after the submit: the text
 * typed (or `holds`, when the field formats it), or `shows` for a pressed or chosen field.
 */
export type FormField = { target: Find; action: Action; holds?: string; shows?: Check };

export type FormSpec = {
  route: string;
  form: string;
  /** As Control.shares: forms of one shared component are one "first keystroke" case. */
  shares?: string;
  /** A form in a dialog: this trigger is pressed first (at the timing), then the form is used at once. */
  opener?: Find;
  /** Left locked: the passcode gate. */
  locked?: true;
  /** Typed at the timing, in this order. */
  fields: FormField[];
  /** Fields whose value must survive the submit as typed (default: every text field). */
  keeps?: Find[];
  /** Its submit button; none for the filter forms, which apply every change at once. */
  submit?: Find;
  /** The field in which Enter is pressed for an implicit submission. */
  enterIn: Find;
  /** Only the URL guard: its field is already one of CONTROLS. */
  guardOnly?: true;
  /** What the form shows after a submit with `fields` done. */
  after: Check[];
  /** What the form shows after a submit of the empty form; null when its submit is disabled while empty. */
  afterEmpty: Check[] | null;
  /** The URL once submitted (default: the page's own URL, unchanged). */
  url?: RegExp;
  /** The form's field names: a native submit would put them in the URL. */
  names: string[];
};
