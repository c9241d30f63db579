// Shorthands for writing the first-tap inventory (controls-*.ts, forms.ts):
// elements found by role and name, and the checks every form of the site shares.
import type { Action, Check, Find } from "./types";

export const button = (name: string | RegExp, more: Partial<Find> = {}): Find => ({ role: "button", name, ...more });
export const link = (name: string | RegExp, more: Partial<Find> = {}): Find => ({ role: "link", name, ...more });
export const textbox = (name: RegExp, more: Partial<Find> = {}): Find => ({ role: "textbox", name, ...more });
export const dialog = (name: string | RegExp): Find => ({ role: "dialog", name });
export const heading = (name: string | RegExp, more: Partial<Find> = {}): Find => ({ role: "heading", name, ...more });
export const mainNav: Find = { role: "navigation", name: "Main" };
/** Radix's toast viewport ("Notifications (F8)"). */
export const toasts: Find = { role: "region", name: /Notifications/ };
export const press: Action = { do: "press" };

/**
 * Components that several controls of the inventory share (Control.shares): what a press before
 * hydration meets is the component's, so its controls are one case (cases.ts) and each moment is
 * pressed on one of them.
 */
export const SHARED = {
  link: "links (plain anchors, next/link)",
  tabs: "tabs (components/ui/tabs.tsx)",
  selectFilter: "filter selects (components/forms/select-filter.tsx)",
  requestButton: "request dialogs (components/requests/request-button.tsx)",
  lazyDialog: "dialogs whose code loads on first use (components/ui/use-lazy-dialog.tsx)",
  dialog: "dialogs (components/ui/dialog.tsx)",
  typedField: "fields typed key by key (components/ui/use-typed-value.ts)",
  filledField: "fields filled at once (components/ui/use-typed-value.ts)",
} as const;

/** The GOV.UK-style error summary every form of the site shows when it refuses a submit. */
export const problem = (within?: Find): Check => ({
  visible: { role: "alert", hasText: "There is a problem", ...(within ? { in: within } : {}) },
});
/** One message of the error summary. */
export const summaryEntry = (message: string | RegExp, within?: Find): Check => ({
  visible: { role: "button", name: message, in: { role: "alert", hasText: "There is a problem", ...(within ? { in: within } : {}) } },
});

export const status = (text: string | RegExp, within?: Find): Check => ({
  visible: { role: "status", hasText: text, ...(within ? { in: within } : {}) },
});
