// "Every tap counts": a click, tap or keystroke on any control a page shows, at any moment after
// it shows (before the JavaScript has loaded or hydrated included), takes effect, or lands on a
// control that is visibly not ready; text typed before hydration is never wiped or shortened;
// links always navigate; a form never submits itself natively (what was typed never reaches a URL).
//
// For each control of e2e/first-tap-controls.ts, one test per CPU setting (as is, and 4x slower
// through the Chrome DevTools Protocol) acts first thing at each moment of TIMINGS, each on a fresh
// load with this origin's storage cleared, and checks the effect. Nothing here waits for
// hydration before acting: acting early is the point. Playwright's actions wait for the control to
// be visible, stable and enabled (a control disabled until ready meets the issue); the effect must
// then follow within a few seconds. Every timing runs even when an earlier one failed, and the test
// fails with one line per failing timing, saying what the page received (which element each press
// or key reached, whether React owned it then, whether it was later replaced) and when React took
// over.
import type { CDPSession, Locator, Page, Request, TestInfo } from "@playwright/test";
import { expect, test, unlock, type ConsoleErrors, type CspViolations } from "./fixtures";
import {
  CONTROLS,
  FORMS,
  LINK_TIMINGS,
  TIMINGS,
  type Action,
  type Check,
  type Find,
  type FormSpec,
  type Timing,
} from "./first-tap-controls";

/** A CPU setting: its throttling rate and its timeouts. */
type Cpu = { rate: number; title: string; expect: number; action: number; navigation: number };

const CPUS: readonly Cpu[] = [
  { rate: 1, title: "", expect: 5_000, action: 10_000, navigation: 15_000 },
  { rate: 4, title: " [4x CPU]", expect: 8_000, action: 15_000, navigation: 30_000 },
];

// Five fresh loads per test, each allowed its full timeouts when it fails.
test.describe.configure({ timeout: 180_000 });
// No screencast in the trace: each failing timing attaches its own screenshot, and the film of ~500
// page loads costs more time than it is worth. The DOM snapshots stay.
test.use({ trace: { mode: "retain-on-failure", screenshots: false } });

/** The signed-in person of `signedIn` controls (what lib/auth/session.ts keeps). */
const SESSION = {
  accountId: "first-tap-ada",
  role: "buyer",
  firstName: "Ada",
  lastName: "Lovelace",
  email: "ada@example.com",
  phone: "305 555 0142",
  signedInAt: "2026-11-20T10:00:00.000Z",
};

// ---------------------------------------------------------------------------------------------
// Finding elements, acting, checking

function locate(page: Page, find: Find): Locator {
  const scope: Page | Locator = find.in ? locate(page, find.in) : page;
  let locator = scope.getByRole(find.role, { name: find.name, exact: find.exact, level: find.level });
  if (find.hasText !== undefined) locator = locator.filter({ hasText: find.hasText });
  return find.first ? locator.first() : locator;
}

function describe(find: Find): string {
  const name = find.name === undefined ? "" : ` ${find.name instanceof RegExp ? find.name : JSON.stringify(find.name)}`;
  const text =
    find.hasText === undefined ? "" : ` with text ${find.hasText instanceof RegExp ? find.hasText : JSON.stringify(find.hasText)}`;
  return `${find.role}${name}${text}${find.in ? ` in ${describe(find.in)}` : ""}`;
}

type Limits = { touch: boolean; cpu: Cpu };

async function act(page: Page, find: Find, action: Action, { touch, cpu }: Limits): Promise<void> {
  const target = locate(page, find);
  const timeout = cpu.action;
  const press = (locator: Locator) => (touch ? locator.tap({ timeout }) : locator.click({ timeout }));
  switch (action.do) {
    case "press":
      return press(target);
    case "type":
      return target.pressSequentially(action.text, { timeout });
    case "fill":
      return target.fill(action.text, { timeout });
    case "select":
      await target.selectOption({ label: action.option }, { timeout });
      return;
    case "choose":
      await press(target);
      return press(page.getByRole("option", { name: action.option, exact: true }));
  }
}

/** Fills instead of typing key by key: the URL guard's quick "some fields filled". */
function quick(action: Action): Action {
  return action.do === "type" ? { do: "fill", text: action.text } : action;
}

async function verify(page: Page, check: Check, timeout: number): Promise<void> {
  if ("visible" in check) {
    const target = locate(page, check.visible);
    await expect(target, `${describe(check.visible)} is shown`).toBeVisible({ timeout });
    if (check.text !== undefined)
      await expect(target, `${describe(check.visible)} shows ${check.text}`).toContainText(check.text, { timeout });
  } else if ("text" in check) {
    const scope = check.in ? locate(page, check.in) : page;
    await expect(
      scope.getByText(check.text).first(),
      `the text ${check.text} is shown${check.in ? ` in ${describe(check.in)}` : ""}`,
    ).toBeVisible({ timeout });
  } else if ("hidden" in check) {
    await expect(locate(page, check.hidden), `${describe(check.hidden)} is gone`).toBeHidden({ timeout });
  } else if ("attribute" in check) {
    await expect(locate(page, check.attribute), `${describe(check.attribute)} has ${check.name}=${check.value}`).toHaveAttribute(
      check.name,
      check.value,
      { timeout },
    );
  } else if ("value" in check) {
    await expect(locate(page, check.value), `${describe(check.value)} holds ${JSON.stringify(check.is)}`).toHaveValue(check.is, {
      timeout,
    });
  } else if ("checked" in check) {
    await expect(locate(page, check.checked), `${describe(check.checked)} is checked`).toBeChecked({ timeout });
  } else if ("enabled" in check) {
    await expect(locate(page, check.enabled), `${describe(check.enabled)} is enabled`).toBeEnabled({ timeout });
  } else {
    await expect(locate(page, check.count), `${check.is} × ${describe(check.count)}`).toHaveCount(check.is, { timeout });
  }
}

// ---------------------------------------------------------------------------------------------
// Fresh loads, navigations, diagnosis

type InputRecord = { type: string; target: Element | null; owned: boolean; at: number; trusted: boolean };

declare global {
  interface Window {
    __firstInput?: InputRecord[];
    __hydratedAt?: number;
  }
}

/**
 * Test-only instrumentation, installed before any page script: the first trusted pointer, mouse,
 * touch, key and input events (their element, and whether React owned it then), and when React
 * first owned <main>. It listens only, in the capture phase ahead of the page's own listeners.
 */
async function instrument(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const owned = (element: Element | null) => !!element && Object.keys(element).some((key) => key.startsWith("__reactProps$"));
    const log: InputRecord[] = (window.__firstInput = []);
    // Playwright's selectOption dispatches untrusted input and change events: those are kept too.
    const note = (event: Event) => {
      if ((!event.isTrusted && event.type !== "input" && event.type !== "change") || log.length >= 200) return;
      const target = event.target instanceof Element ? event.target : null;
      log.push({ type: event.type, target, owned: owned(target), at: Math.round(performance.now()), trusted: event.isTrusted });
    };
    for (const type of ["pointerdown", "touchstart", "mousedown", "mouseup", "click", "keydown", "input", "change", "submit"])
      window.addEventListener(type, note, true);
    const poll = setInterval(() => {
      if (owned(document.querySelector("main"))) {
        window.__hydratedAt = Math.round(performance.now());
        clearInterval(poll);
      }
    }, 20);
  });
}

/** Whether the first press, key or input reached an element React did not own yet (null: none arrived). */
async function firstActionEarly(page: Page): Promise<boolean | null> {
  return page
    .evaluate(() => {
      const first = (window.__firstInput ?? []).find((record) => record.type !== "change");
      return first ? !first.owned : null;
    })
    .catch(() => null);
}

/** What the page says about the first actions, for a failure message. */
async function diagnose(page: Page): Promise<string> {
  try {
    return await page.evaluate(() => {
      const owned = (element: Element | null) => !!element && Object.keys(element).some((key) => key.startsWith("__reactProps$"));
      const name = (element: Element | null) => {
        if (!element) return "nothing";
        const text = (element.getAttribute("aria-label") ?? element.textContent ?? "").trim().replace(/\s+/g, " ").slice(0, 30);
        return `<${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ""}>${text ? ` "${text}"` : ""}`;
      };
      const log = window.__firstInput ?? [];
      const hydrated = window.__hydratedAt === undefined ? "React never owned <main>" : `React owned <main> at ${window.__hydratedAt} ms`;
      const busy = document.querySelectorAll("[data-early-input]").length;
      const held = busy ? `; ${busy} control(s) still marked data-early-input (held)` : "";
      if (!log.length) return `[no pointer, key or input event reached this document; ${hydrated}${held}]`;
      const seen = new Set<Element>();
      // Consecutive events on the same element in the same state read as one line ("keydown×8, input×8").
      const groups: { records: InputRecord[]; key: string }[] = [];
      for (const record of log) {
        if (record.target) seen.add(record.target);
        const key = `${record.owned}`;
        const last = groups[groups.length - 1];
        if (last && last.records[0]?.target === record.target && last.key === key) last.records.push(record);
        else groups.push({ records: [record], key });
      }
      const events = groups.slice(0, 12).map(({ records }) => {
        const first = records[0] as InputRecord;
        const last = records[records.length - 1] as InputRecord;
        const counts = new Map<string, number>();
        for (const record of records) counts.set(record.type, (counts.get(record.type) ?? 0) + 1);
        const types = [...counts].map(([type, count]) => (count > 1 ? `${type}×${count}` : type)).join(", ");
        const when = first.at === last.at ? `${first.at} ms` : `${first.at}-${last.at} ms`;
        const fate = first.target && !first.target.isConnected ? ", since removed from the page" : "";
        const untrusted = records.every((record) => !record.trusted) ? ", untrusted" : "";
        return `${types} ${when} on ${name(first.target)} (${first.owned ? "React-owned" : "not React-owned"}${fate}${untrusted})`;
      });
      if (groups.length > 12) events.push(`… ${groups.length - 12} more`);
      const clicked = log.some((record) => record.type === "click");
      const pointer = log.some((record) => record.type === "pointerdown" || record.type === "touchstart");
      const lost = pointer && !clicked ? "; no click event followed the press" : "";
      const stillNotOwned = [...seen].filter(
        (element) => element.isConnected && !owned(element) && element.closest("button, [role], input, textarea, select, a"),
      );
      const unowned = stillNotOwned.length ? `; React still does not own ${stillNotOwned.map(name).join(", ")}` : "";
      return `[${events.join("; ")}${lost}; ${hydrated}${unowned}${held}]`;
    });
  } catch (error) {
    return `[page not readable: ${String(error).split("\n")[0]}]`;
  }
}

type Navigations = { urls: string[]; documents: string[]; stop: () => void };

/** Records the main frame's URLs and document requests from now on. */
function watchNavigations(page: Page): Navigations {
  const urls: string[] = [];
  const documents: string[] = [];
  const onFrame = (frame: import("@playwright/test").Frame) => {
    if (frame === page.mainFrame()) urls.push(frame.url());
  };
  const onRequest = (request: Request) => {
    try {
      if (request.isNavigationRequest() && request.frame() === page.mainFrame()) documents.push(`${request.method()} ${request.url()}`);
    } catch {
      // a service worker's request has no frame
    }
  };
  page.on("framenavigated", onFrame);
  page.on("request", onRequest);
  return {
    urls,
    documents,
    stop: () => {
      page.off("framenavigated", onFrame);
      page.off("request", onRequest);
    },
  };
}

type Session = { page: Page; cdp: CDPSession; origin: string; touch: boolean; missingDocuments: Set<string> };
type StartOptions = { locked?: boolean; signedIn?: boolean };

async function start(page: Page, testInfo: TestInfo, { locked = false, signedIn = false }: StartOptions = {}): Promise<Session> {
  if (!locked) await unlock(page);
  if (signedIn) {
    await page.addInitScript((session) => {
      try {
        window.localStorage.setItem("rm:session", JSON.stringify(session));
      } catch {
        // about:blank has no storage
      }
    }, SESSION);
  }
  await instrument(page);
  const cdp = await page.context().newCDPSession(page);
  // Every load is a first visit: no script, style or font from the cache of the previous one.
  await cdp.send("Network.enable");
  await cdp.send("Network.setCacheDisabled", { cacheDisabled: true });
  // As the fixture does: the 404 page's own document logs its status as a console error.
  const missingDocuments = new Set<string>();
  page.on("response", (response) => {
    if (response.status() === 404 && response.request().isNavigationRequest()) missingDocuments.add(response.url());
  });
  const origin = new URL(String(testInfo.project.use.baseURL)).origin;
  return { page, cdp, origin, touch: !!testInfo.project.use.hasTouch, missingDocuments };
}

/** The page's own URL, as the browser shows it once loaded. */
function absolute(session: Session, path: string): string {
  return new URL(path, session.origin).href;
}

/**
 * A fresh load of `path` with this origin's storage cleared (so nothing typed or chosen on the
 * previous load comes back as a draft or preference), the CPU rate set before the navigation,
 * returning at the timing's moment.
 */
async function load(session: Session, path: string, timing: Timing, cpu: Cpu): Promise<Navigations> {
  const { page, cdp, origin } = session;
  await page.goto("about:blank");
  await cdp.send("Storage.clearDataForOrigin", { origin, storageTypes: "all" });
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: cpu.rate });
  const navigations = watchNavigations(page);
  await page.goto(absolute(session, path), { waitUntil: timing.waitUntil, timeout: cpu.navigation });
  if (timing.delay) await page.waitForTimeout(timing.delay);
  return navigations;
}

/**
 * The main frame stayed on `loaded` (or only moved to `allowed`, the control's own effect), and
 * no second document was requested: a native form submission would request one, with the form's
 * fields in its URL.
 */
function expectNoSubmission(navigations: Navigations, loaded: string, { allowed, names = [] }: { allowed?: RegExp; names?: string[] }) {
  const strange = navigations.urls.filter((url) => url !== loaded && !(allowed && allowed.test(url)));
  const leaked = navigations.urls.filter((url) => names.some((name) => new URL(url).searchParams.has(name)));
  expect(leaked, `the URL gained the form's fields (${names.join(", ")})`).toEqual([]);
  expect(strange, `the URL changed from ${loaded}`).toEqual([]);
  expect(navigations.documents.slice(1), "no second document was requested (a native form submission)").toEqual([]);
}

function shortError(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  const plain = text.replace(/\u001b\[[0-9;]*m/g, "");
  const cut = plain.split(/\nCall log:|\n\s+at /)[0] ?? plain;
  return cut.replace(/\s*\n\s*/g, " ").slice(0, 600);
}

type Fixtures = { consoleErrors: ConsoleErrors; cspViolations: CspViolations };
type Run = { label: string; body: () => Promise<void> };

/** Console errors and CSP violations since the given counts (the 404 page's own document excepted). */
function newErrors(fixtures: Fixtures, session: Session, errorsBefore: number, cspBefore: number): string[] {
  const errors = fixtures.consoleErrors.messages
    .slice(errorsBefore)
    .filter((line) => !(line.includes("status of 404") && [...session.missingDocuments].some((url) => line.includes(`(${url}:`))));
  const csp = fixtures.cspViolations.list.slice(cspBefore);
  return [
    ...(errors.length ? [`console/page errors: ${errors.map((line) => line.split("\n")[0]).join(" | ")}`] : []),
    ...(csp.length ? [`CSP violations: ${csp.map((violation) => `${violation.directive} ${violation.blockedURI}`).join(" | ")}`] : []),
  ];
}

/**
 * Runs each timing's body, each in its own step; a failing timing is recorded (with the page's
 * account of the first actions, a screenshot, and any console error or CSP violation it caused)
 * and the next one still runs. Fails at the end with one line per failing timing.
 */
async function runTimings(session: Session, fixtures: Fixtures, testInfo: TestInfo, runs: Run[]): Promise<void> {
  const failures: string[] = [];
  const early: string[] = [];
  for (const run of runs) {
    const errorsBefore = fixtures.consoleErrors.messages.length;
    const cspBefore = fixtures.cspViolations.list.length;
    try {
      await test.step(run.label, async () => {
        try {
          await run.body();
          if (await firstActionEarly(session.page)) early.push(run.label);
        } catch (error) {
          const why = await diagnose(session.page);
          const screenshot = await session.page.screenshot().catch(() => Buffer.alloc(0));
          await testInfo.attach(`${run.label}.png`, { body: screenshot, contentType: "image/png" });
          throw new Error(`${shortError(error)} ${why}`);
        }
      });
    } catch (error) {
      failures.push(`${run.label}: ${shortError(error)}`);
    }
    for (const line of newErrors(fixtures, session, errorsBefore, cspBefore)) failures.push(`${run.label}: ${line}`);
  }
  // Which timings acted before hydration (the moments this spec exists for), for the report.
  testInfo.annotations.push({ type: "acted before React owned the element", description: early.length ? early.join("; ") : "none" });
  expect(failures, `${failures.length} failing timing(s):\n${failures.join("\n")}`).toEqual([]);
}

// ---------------------------------------------------------------------------------------------
// One test per control and CPU setting

/** FIRST_TAP_ALL=1 also runs the extra controls (see Control.extra), beyond the budget of `npm test`. */
const ALL = !!process.env.FIRST_TAP_ALL;

for (const control of CONTROLS.filter((candidate) => ALL || !candidate.extra)) {
  const timings = control.kind === "link" ? LINK_TIMINGS : TIMINGS;
  for (const cpu of CPUS) {
    const title = `${control.route} ${control.what} (${control.kind})${cpu.title}${control.phone ? " @phone" : ""}`;
    test(`first tap: ${title}`, async ({ page, consoleErrors, cspViolations }, testInfo) => {
      test.skip(!!control.phone && !testInfo.project.use.isMobile, "a phone-sized control");
      const session = await start(page, testInfo, { signedIn: control.signedIn });
      const runs = timings.map((timing) => ({
        label: timing.label,
        body: async () => {
          const navigations = await load(session, control.route, timing, cpu);
          try {
            const limits = { touch: session.touch, cpu };
            if (control.event) {
              const timeout = cpu.expect + cpu.action;
              const event =
                control.event === "download"
                  ? session.page.waitForEvent("download", { timeout })
                  : session.page.waitForEvent("filechooser", { timeout });
              await act(session.page, control.target, control.action, limits);
              await event;
            } else {
              await act(session.page, control.target, control.action, limits);
            }
            if (control.url) await expect(session.page, "the URL the control leads to").toHaveURL(control.url, { timeout: cpu.expect });
            for (const check of control.effect) await verify(session.page, check, cpu.expect);
            if (control.kind !== "link" && !control.url) expectNoSubmission(navigations, absolute(session, control.route), {});
          } finally {
            navigations.stop();
          }
        },
      }));
      await runTimings(session, { consoleErrors, cspViolations }, testInfo, runs);
    });
  }
}

// ---------------------------------------------------------------------------------------------
// Forms: fields typed at each moment, then submitted; the submit pressed first

function textOf(action: Action): string | null {
  return action.do === "type" || action.do === "fill" ? action.text : null;
}

async function fillForm(session: Session, form: FormSpec, cpu: Cpu, { quickly = false } = {}) {
  const limits = { touch: session.touch, cpu };
  if (form.opener) await act(session.page, form.opener, { do: "press" }, limits);
  for (const field of form.fields) await act(session.page, field.target, quickly ? quick(field.action) : field.action, limits);
}

/** After the submit: every text field still holds exactly what was typed, every pressed or chosen field shows it. */
async function expectKept(session: Session, form: FormSpec, cpu: Cpu) {
  for (const field of form.fields) {
    if (field.shows) await verify(session.page, field.shows, cpu.expect);
    const typed = field.holds ?? textOf(field.action);
    if (typed === null || (form.keeps && !form.keeps.includes(field.target))) continue;
    await expect(locate(session.page, field.target), `${describe(field.target)} still holds exactly what was typed`).toHaveValue(typed, {
      timeout: cpu.expect,
    });
  }
}

async function submit(session: Session, form: FormSpec, cpu: Cpu, how: "button" | "enter") {
  const limits = { touch: session.touch, cpu };
  if (how === "button" && form.submit) await act(session.page, form.submit, { do: "press" }, limits);
  else await locate(session.page, form.enterIn).press("Enter", { timeout: cpu.action });
}

/** The form's checks; when they fail, a change of URL (a native submission) is named first. */
async function verifyForm(
  session: Session,
  checks: Check[],
  navigations: Navigations,
  url: { allowed?: RegExp; names?: string[] },
  form: FormSpec,
  cpu: Cpu,
) {
  try {
    for (const check of checks) await verify(session.page, check, cpu.expect);
  } catch (error) {
    expectNoSubmission(navigations, absolute(session, form.route), url);
    throw error;
  }
}

for (const form of FORMS.filter((candidate) => !candidate.guardOnly)) {
  for (const cpu of CPUS) {
    test(`first keystroke: ${form.route} ${form.form}: fields typed, then submitted${cpu.title}`, async ({
      page,
      consoleErrors,
      cspViolations,
    }, testInfo) => {
      const session = await start(page, testInfo, { locked: form.locked });
      const url = { allowed: form.url, names: form.names };
      const runs = TIMINGS.map((timing) => ({
        label: timing.label,
        body: async () => {
          const navigations = await load(session, form.route, timing, cpu);
          try {
            await fillForm(session, form, cpu);
            await submit(session, form, cpu, "button");
            await verifyForm(session, form.after, navigations, url, form, cpu);
            await expectKept(session, form, cpu);
            expectNoSubmission(navigations, absolute(session, form.route), url);
          } finally {
            navigations.stop();
          }
        },
      }));
      await runTimings(session, { consoleErrors, cspViolations }, testInfo, runs);
    });

    // A dialog's form is React's own from the start; its trigger is pressed first by the test above.
    const afterEmpty = form.afterEmpty;
    if (!afterEmpty || (form.opener && !ALL)) continue;
    test(`first tap: ${form.route} ${form.form}: submit pressed first${cpu.title}`, async ({
      page,
      consoleErrors,
      cspViolations,
    }, testInfo) => {
      const session = await start(page, testInfo, { locked: form.locked });
      const url = { names: form.names };
      const runs = TIMINGS.map((timing) => ({
        label: timing.label,
        body: async () => {
          const navigations = await load(session, form.route, timing, cpu);
          try {
            if (form.opener) await act(session.page, form.opener, { do: "press" }, { touch: session.touch, cpu });
            await submit(session, form, cpu, "button");
            await verifyForm(session, afterEmpty, navigations, url, form, cpu);
            expectNoSubmission(navigations, absolute(session, form.route), url);
          } finally {
            navigations.stop();
          }
        },
      }));
      await runTimings(session, { consoleErrors, cspViolations }, testInfo, runs);
    });
  }
}

// ---------------------------------------------------------------------------------------------
// The URL guard: every form's submit pressed the moment it shows, with some fields filled

const [SLOW, FAST] = [CPUS[1] as Cpu, CPUS[0] as Cpu];

/**
 * Twice per form: at commit on a 4x slower CPU (the widest window before hydration) by Enter in a
 * field (the implicit submission, the native path most likely to leak), and at domcontentloaded
 * by its submit button (Enter again for the filter forms, which have none).
 */
const GUARD_RUNS = [
  { timing: TIMINGS[0] as Timing, cpu: SLOW, how: "enter" as const },
  { timing: TIMINGS[1] as Timing, cpu: FAST, how: "button" as const },
];

test.describe("no form ever submits natively", () => {
  for (const form of FORMS) {
    test(`${form.route} ${form.form}: submitted at once never puts its fields in the URL`, async ({
      page,
      consoleErrors,
      cspViolations,
    }, testInfo) => {
      const session = await start(page, testInfo, { locked: form.locked });
      const url = { allowed: form.url, names: form.names };
      const runs = GUARD_RUNS.map(({ timing, cpu, how }) => ({
        label: `${timing.label}${cpu.title}, by ${how === "button" && form.submit ? "its submit button" : "Enter in a field"}`,
        body: async () => {
          const navigations = await load(session, form.route, timing, cpu);
          try {
            await fillForm(session, form, cpu, { quickly: true });
            await submit(session, form, cpu, how);
            await verifyForm(session, form.after, navigations, url, form, cpu);
            expectNoSubmission(navigations, absolute(session, form.route), url);
          } finally {
            navigations.stop();
          }
        },
      }));
      await runTimings(session, { consoleErrors, cspViolations }, testInfo, runs);
    });
  }
});
