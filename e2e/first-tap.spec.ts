// "Every tap counts": a click, tap or keystroke on any control a page shows, at any moment after
// it shows (before the JavaScript has loaded or hydrated included), takes effect, or lands on a
// control that is visibly not ready; text typed before hydration is never wiped or shortened;
// links always navigate; a form never submits itself natively (what was typed never reaches a URL).
//
// For each control of e2e/helpers/first-tap/controls.ts, one test per load setting (as is, and with the
// page's code held back 2 s) acts first thing at each of its moments (CPUS), each on a fresh
// load with this origin's storage cleared, and checks the effect. Controls that share a component
// (tabs, filter selects, request dialogs, links...) are one test whose moments are spread over them
// (helpers/first-tap/cases.ts). Nothing here waits for
// hydration before acting: acting early is the point. Playwright's actions wait for the control to
// be visible, stable and enabled (a control disabled until ready meets the issue); the effect must
// then follow within a few seconds. Every timing runs even when an earlier one failed, and the test
// fails with one line per failing timing, saying what the page received (which element each press
// or key reached, whether React owned it then, whether it was later replaced) and when React took
// over.
//
// This file tests the controls; first-tap-forms.spec.ts and first-tap-url-guard.spec.ts test the
// forms. Their sessions and timings are in helpers/first-tap/session.ts, acting and checking in
// helpers/first-tap/actions.ts, the page's account of the first actions in helpers/first-tap/instrumentation.ts.
import { expect, test } from "./helpers/fixtures";
import { act, verify } from "./helpers/first-tap/actions";
import { CONTROLS } from "./helpers/first-tap/controls";
import {
  absolute,
  ALL,
  configureFirstTapSpec,
  CPUS,
  expectNoSubmission,
  freshLoad,
  runTimings,
  start,
  type Cpu,
  type Navigations,
  type Session,
} from "./helpers/first-tap/session";
import { firstTapCases } from "./helpers/first-tap/cases";
import type { Control } from "./helpers/first-tap/types";

configureFirstTapSpec();

/** One timing of a control's test, on its fresh load: the first action, then its effect. */
async function pressControl(session: Session, control: Control, cpu: Cpu, navigations: Navigations): Promise<void> {
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
}

// One test per case (a control, or the controls that share a component: cases.ts) and load setting.
const controls = CONTROLS.filter((candidate) => ALL || !candidate.extra);
for (const [cpuIndex, cpu] of CPUS.entries()) {
  for (const { title, phone, signedIn, presses } of firstTapCases(controls, cpuIndex, cpu.moments)) {
    test(`first tap: ${title}${cpu.title}${phone ? " @phone-only" : ""}`, async ({ page, consoleErrors, cspViolations }, testInfo) => {
      const session = await start(page, testInfo, { signedIn });
      const runs = presses.map((press) =>
        freshLoad(session, press.control.route, press.timing, cpu, press.label, (navigations) =>
          pressControl(session, press.control, cpu, navigations),
        ),
      );
      await runTimings(session, { consoleErrors, cspViolations }, testInfo, runs);
    });
  }
}
