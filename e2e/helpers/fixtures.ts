// Shared Playwright fixtures: import { test, expect } from "./helpers/fixtures" in every spec.
// (The fixture callbacks name their second argument `provide`, not `use`, so the React hooks
// lint rule does not mistake it for React's use().)
//
// Every test automatically fails on an uncaught page error, a console.error, or a CSP violation
// (consoleErrors and cspViolations are auto fixtures); expected ones are allowed explicitly, except
// React's hydration and recoverable errors, which always fail (HYDRATION_ERROR).
// `unlockedPage` is a page that is already past the passcode gate; `dialogs` records and dismisses
// alert/confirm/prompt dialogs; `expectNoAxeViolations(page)` runs axe with the WCAG 2.2 AA tags.
import { test as base, expect, type BrowserContext, type Page } from "@playwright/test";
import { AxeBuilder } from "@axe-core/playwright";
import { DEFAULT_PASSCODE, passcodeBuildEnv } from "../../scripts/passcode-env.mjs";

/** The passcode the build under test was made with (the same rule as scripts/passcode-env.mjs). */
export const PASSCODE: string = process.env.SITE_PASSCODE?.trim() ? process.env.SITE_PASSCODE : DEFAULT_PASSCODE;
/** localStorage key of the gate flag; its value is JSON {"key": NEXT_PUBLIC_GATE_KEY}. */
export const GATE_STORAGE_KEY = "rm:gate";
export const GATE_KEY: string = passcodeBuildEnv().NEXT_PUBLIC_GATE_KEY;

/** Matches an internal link's href with or without the trailing slash the export adds ("/buy" and "/buy/"). */
export function route(path: string): RegExp {
  const bare = path.replace(/\/+$/, "");
  const escaped = bare.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  return bare === "" ? /^\/$/ : new RegExp(`^${escaped}/?$`);
}

export const AXE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

export type CspViolation = {
  page: string;
  directive: string;
  blockedURI: string;
  sourceFile: string;
  line: number;
  sample: string;
};

declare global {
  interface Window {
    __csp?: Omit<CspViolation, "page">[];
    __reportCsp?: (violation: Omit<CspViolation, "page">) => void;
  }
}

type Pattern = RegExp | string;

export type ConsoleErrors = {
  /** Everything collected so far ("console.error: ..." or "pageerror: ..."). */
  readonly messages: string[];
  /** Do not fail the test on messages matching this (a substring or a RegExp). */
  allow(pattern: Pattern): void;
};

export type CspViolations = {
  readonly list: CspViolation[];
  /** For a test that provokes a violation on purpose: check `list`, then clear it. */
  clear(): void;
};

export type Dialogs = { type: string; message: string }[];

const unlockedPages = new WeakSet<Page>();

/**
 * Marks the browser as past the gate before any page script runs, on every navigation of this
 * page (so a reload stays unlocked). Idempotent.
 */
export async function unlock(page: Page): Promise<void> {
  if (unlockedPages.has(page)) return;
  unlockedPages.add(page);
  await page.addInitScript(
    ([storageKey, key]) => {
      try {
        window.localStorage.setItem(storageKey, JSON.stringify({ key }));
      } catch {
        // about:blank and other opaque origins have no storage
      }
    },
    [GATE_STORAGE_KEY, GATE_KEY] as const,
  );
}

/** Unlocks the page, then navigates to `path` (relative to baseURL). */
export async function gotoUnlocked(page: Page, path: string) {
  await unlock(page);
  return page.goto(path);
}

/** Runs axe (WCAG 2.0/2.1/2.2 A and AA) on the current page and fails with a readable list. */
export async function expectNoAxeViolations(
  page: Page,
  options: { include?: string; exclude?: string[]; disableRules?: string[] } = {},
): Promise<void> {
  // A dialog or menu still fading in has blended colours that fail the contrast check (a loaded
  // machine shows it): let finite animations end first, for at most 2 s.
  await page.evaluate(() =>
    Promise.race([
      Promise.all(
        document
          .getAnimations()
          .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
          .map((animation) => animation.finished.catch(() => undefined)),
      ),
      new Promise((resolve) => setTimeout(resolve, 2000)),
    ]),
  );
  // Legacy mode runs axe inside the page. The default mode opens a blank page per scan to merge
  // the frames' results, which doubled each scan's time (2-3.5 s more on /buy); every frame this
  // site shows is its own origin's, which legacy mode still scans.
  let builder = new AxeBuilder({ page }).withTags(AXE_TAGS).setLegacyMode(true);
  if (options.include) builder = builder.include(options.include);
  for (const selector of options.exclude ?? []) builder = builder.exclude(selector);
  if (options.disableRules?.length) builder = builder.disableRules(options.disableRules);
  const { violations } = await builder.analyze();
  const readable = violations.map((violation) => {
    const nodes = violation.nodes
      .map((node) => `    at ${node.target.join(" ")}\n      ${node.html}\n      ${node.failureSummary?.replace(/\n/g, "\n      ") ?? ""}`)
      .join("\n");
    return `${violation.id} (${violation.impact ?? "n/a"}): ${violation.help}\n    ${violation.helpUrl}\n${nodes}`;
  });
  if (readable.length) console.log(`axe on ${page.url()}:\n${readable.join("\n\n")}`);
  expect(readable, `${readable.length} axe violation(s) on ${page.url()}`).toEqual([]);
}

/**
 * React's hydration failures (a mismatch between the HTML and the first render, a boundary that
 * fell back to client rendering) and recoverable errors. React's production build reports them by
 * error number; no test may allow them.
 */
export const HYDRATION_ERROR = /Minified React error #(418|419|421|422|423|425)\b|hydrat|did not match|recoverable error/i;

function matches(message: string, patterns: Pattern[]) {
  return patterns.some((pattern) => (typeof pattern === "string" ? message.includes(pattern) : pattern.test(message)));
}

async function collectCsp(context: BrowserContext, list: CspViolation[]) {
  // The binding reports to Node, so violations on documents that were navigated away from count too.
  await context.exposeBinding("__reportCsp", ({ page }, violation: Omit<CspViolation, "page">) => {
    list.push({ page: page.url(), ...violation });
  });
  await context.addInitScript(() => {
    window.__csp = [];
    document.addEventListener(
      "securitypolicyviolation",
      (event) => {
        const violation = {
          directive: event.effectiveDirective,
          blockedURI: event.blockedURI,
          sourceFile: event.sourceFile,
          line: event.lineNumber,
          sample: event.sample,
        };
        window.__csp?.push(violation);
        void window.__reportCsp?.(violation);
      },
      true,
    );
  });
}

export const test = base.extend<{
  consoleErrors: ConsoleErrors;
  cspViolations: CspViolations;
  unlockedPage: Page;
  dialogs: Dialogs;
}>({
  consoleErrors: [
    async ({ context }, provide) => {
      const entries: { text: string; url: string }[] = [];
      const allowed: Pattern[] = [];
      // Visiting a missing page on purpose makes Chromium log the document's own 404 as a console
      // error; the test asserts that status itself, so only those documents' 404 lines are ignored.
      const missingDocuments = new Set<string>();
      context.on("response", (response) => {
        if (response.status() === 404 && response.request().isNavigationRequest()) missingDocuments.add(response.url());
      });
      context.on("console", (message) => {
        if (message.type() !== "error") return;
        const { url, lineNumber } = message.location();
        entries.push({ text: `console.error: ${message.text()}${url ? ` (${url}:${lineNumber})` : ""}`, url });
      });
      context.on("weberror", (webError) => {
        const error = webError.error();
        entries.push({ text: `pageerror: ${error.message}${error.stack ? `\n${error.stack}` : ""}`, url: "" });
      });
      await provide({
        get messages() {
          return entries.map((entry) => entry.text);
        },
        allow: (pattern) => {
          allowed.push(pattern);
        },
      });
      const unexpected = entries
        .filter((entry) => !(missingDocuments.has(entry.url) && entry.text.includes("status of 404")))
        .map((entry) => entry.text)
        .filter((text) => HYDRATION_ERROR.test(text) || !matches(text, allowed));
      expect(unexpected, "uncaught page errors or console.error calls").toEqual([]);
    },
    { auto: true },
  ],

  cspViolations: [
    async ({ context }, provide) => {
      const list: CspViolation[] = [];
      await collectCsp(context, list);
      await provide({
        list,
        clear: () => {
          list.length = 0;
        },
      });
      expect(list, "Content-Security-Policy violations").toEqual([]);
    },
    { auto: true },
  ],

  unlockedPage: async ({ page }, provide) => {
    await unlock(page);
    await provide(page);
  },

  dialogs: async ({ context }, provide) => {
    const seen: Dialogs = [];
    context.on("dialog", (dialog) => {
      seen.push({ type: dialog.type(), message: dialog.message() });
      dialog.dismiss().catch(() => {});
    });
    await provide(seen);
  },
});

/**
 * For pages that open and seed the store before they show anything (contracts, deals, messages,
 * keyboard flows): the machine is shared, so their assertions wait up to 15 s.
 */
export const patientExpect = expect.configure({ timeout: 15_000 });

export { expect };
