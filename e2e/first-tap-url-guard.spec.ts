// "Every tap counts" (see first-tap.spec.ts), the URL guard: every form of the inventory
// (helpers/first-tap/forms.ts) has its submit pressed the moment it shows, with some fields filled, and never
// submits natively (its fields never reach the URL, no second document is requested).
import { test } from "./helpers/fixtures";
import { fillForm, submit, verifyForm } from "./helpers/first-tap/form-steps";
import { FORMS } from "./helpers/first-tap/forms";
import {
  absolute,
  configureFirstTapSpec,
  CPUS,
  expectNoSubmission,
  freshLoad,
  runTimings,
  start,
  type Cpu,
} from "./helpers/first-tap/session";
import { TIMINGS, type FormSpec, type Timing } from "./helpers/first-tap/types";

configureFirstTapSpec();

const [HELD, FAST] = [CPUS[1] as Cpu, CPUS[0] as Cpu];

/**
 * At commit with the code held back (surely before hydration) by Enter in a field (the
 * implicit submission, the native path most likely to leak); and for the filter and estimate forms
 * (guardOnly), at domcontentloaded by Enter again. The other forms' submit buttons are pressed at
 * domcontentloaded, with the same check, by first-tap-forms.spec.ts.
 */
const ENTER_AT_COMMIT = { timing: TIMINGS[0] as Timing, cpu: HELD, how: "enter" as const };
const AT_DOMCONTENTLOADED = { timing: TIMINGS[1] as Timing, cpu: FAST, how: "button" as const };
const guardRuns = (form: FormSpec) => (form.guardOnly ? [ENTER_AT_COMMIT, AT_DOMCONTENTLOADED] : [ENTER_AT_COMMIT]);

test.describe("no form ever submits natively", () => {
  for (const form of FORMS) {
    test(`${form.route} ${form.form}: submitted at once never puts its fields in the URL`, async ({
      page,
      consoleErrors,
      cspViolations,
    }, testInfo) => {
      const url = { allowed: form.url, names: form.names };
      const session = await start(page, testInfo, { locked: form.locked });
      const runs = guardRuns(form).map(({ timing, cpu, how }) => {
        const label = `${timing.label}${cpu.title}, by ${how === "button" && form.submit ? "its submit button" : "Enter in a field"}`;
        return freshLoad(session, form.route, timing, cpu, label, async (navigations) => {
          await fillForm(session, form, cpu, { quickly: true });
          await submit(session, form, cpu, how);
          await verifyForm(session, form.after, navigations, url, form, cpu);
          expectNoSubmission(navigations, absolute(session, form.route), url);
        });
      });
      await runTimings(session, { consoleErrors, cspViolations }, testInfo, runs);
    });
  }
});
