// The first-tap specs' sessions: their load settings, a fresh load of a page at each timing
// (storage cleared, cache disabled, the code held back or the CPU throttled), the navigations it
// made, and one test step per timing that records a failure and goes on to the next.
import type { CDPSession, Page, Request, TestInfo } from "@playwright/test";
import { expect, test, unlock, type ConsoleErrors, type CspViolations } from "../fixtures";
import { CHUNK, holdChunks } from "../held-scripts";
import { TIMINGS, type Timing } from "./types";
import { diagnose, firstActionEarly, instrument } from "./instrumentation";

/**
 * A load setting: the CPU's throttling rate, how long the page's code is held back after the
 * moment (holdCodeMs), its timeouts, and the moments a control is pressed at.
 */
export type Cpu = {
  rate: number;
  holdCodeMs?: number;
  title: string;
  expect: number;
  action: number;
  navigation: number;
  moments: readonly Timing[];
};

/** FIRST_TAP_ALL=1 also runs the extra controls (see Control.extra), beyond the budget of `npm test`. */
export const ALL = !!process.env.FIRST_TAP_ALL;

/**
 * As is, a control is pressed at commit (while the HTML still streams in, before any script ran)
 * and 150 ms after domcontentloaded (on a 2-core machine, while React takes over). With its code
 * held, it is pressed at domcontentloaded and the code arrives 2 s later: the press surely comes
 * before hydration and meets the early-input hold, then the hand-over to React, on every run
 * (a 4x slower CPU met them only by chance: React took over 5-6 s after domcontentloaded, or
 * sooner on a quiet machine, and a third of its presses came after). FIRST_TAP_ALL=1 adds the
 * three other moments as is and the 4x CPU setting.
 */
export const CPUS: readonly Cpu[] = [
  {
    rate: 1,
    title: "",
    expect: 5_000,
    action: 10_000,
    navigation: 15_000,
    moments: ALL ? TIMINGS : ([TIMINGS[0], TIMINGS[2]] as Timing[]),
  },
  {
    rate: 1,
    holdCodeMs: 2_000,
    title: " [code held]",
    expect: 8_000,
    action: 15_000,
    navigation: 30_000,
    moments: [TIMINGS[1]] as Timing[],
  },
  ...(ALL
    ? [{ rate: 4, title: " [4x CPU]", expect: 8_000, action: 15_000, navigation: 30_000, moments: [TIMINGS[1], TIMINGS[4]] as Timing[] }]
    : []),
];

/** The settings of every first-tap spec; call it at the top of the spec file. */
export function configureFirstTapSpec(): void {
  // A fresh load per moment (five with FIRST_TAP_ALL=1), each allowed its full timeouts when it fails.
  test.describe.configure({ timeout: 180_000 });
  // No screencast in the trace (recorded on a retry, as everywhere): each failing timing attaches its
  // own screenshot, and the film of every page load costs more time than it is worth.
  test.use({ trace: { mode: "on-first-retry", screenshots: false } });
}

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

export type Navigations = { urls: string[]; documents: string[]; stop: () => void };

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

export type Session = { page: Page; cdp: CDPSession; origin: string; touch: boolean; missingDocuments: Set<string> };
type StartOptions = { locked?: boolean; signedIn?: boolean };

export async function start(page: Page, testInfo: TestInfo, { locked = false, signedIn = false }: StartOptions = {}): Promise<Session> {
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
export function absolute(session: Session, path: string): string {
  return new URL(path, session.origin).href;
}

/**
 * A fresh load of `path` with this origin's storage cleared (so nothing typed or chosen on the
 * previous load comes back as a draft or preference), the CPU rate set before the navigation,
 * with its code held back from the timing's moment for cpu.holdCodeMs, returning at the moment.
 */
export async function load(session: Session, path: string, timing: Timing, cpu: Cpu): Promise<Navigations> {
  const { page, cdp, origin } = session;
  await page.goto("about:blank");
  await cdp.send("Storage.clearDataForOrigin", { origin, storageTypes: "all" });
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: cpu.rate });
  await page.unroute(CHUNK);
  const release = cpu.holdCodeMs ? await holdChunks(page) : undefined;
  const navigations = watchNavigations(page);
  await page.goto(absolute(session, path), { waitUntil: timing.waitUntil, timeout: cpu.navigation });
  if (release) setTimeout(release, cpu.holdCodeMs);
  if (timing.delay) await page.waitForTimeout(timing.delay);
  return navigations;
}

/**
 * The main frame stayed on `loaded` (or only moved to `allowed`, the control's own effect), and
 * no second document was requested: a native form submission would request one, with the form's
 * fields in its URL.
 */
export function expectNoSubmission(
  navigations: Navigations,
  loaded: string,
  { allowed, names = [] }: { allowed?: RegExp; names?: string[] },
) {
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
export type Run = { label: string; body: () => Promise<void> };

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
export async function runTimings(session: Session, fixtures: Fixtures, testInfo: TestInfo, runs: Run[]): Promise<void> {
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

/**
 * One timing of a test, as runTimings runs it: a fresh load of `path` at `timing` on `cpu` (see
 * load), then `body` with the navigations from then on, which are no longer watched afterwards.
 */
export function freshLoad(
  session: Session,
  path: string,
  timing: Timing,
  cpu: Cpu,
  label: string,
  body: (navigations: Navigations) => Promise<void>,
): Run {
  return {
    label,
    body: async () => {
      const navigations = await load(session, path, timing, cpu);
      try {
        await body(navigations);
      } finally {
        navigations.stop();
      }
    },
  };
}
