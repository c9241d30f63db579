// "Every tap counts" (see first-tap.spec.ts) for the forms of the inventory (helpers/first-tap/forms.ts):
// each form's fields typed at each moment of TIMINGS, then submitted, keeping all that was typed;
// and the submit pressed first thing (a dialog's form only with FIRST_TAP_ALL=1: its trigger is
// pressed first by the test before). One test per form and CPU setting.
import { test } from "./helpers/fixtures";
import { act } from "./helpers/first-tap/actions";
import { expectKept, fillForm, submit, verifyForm } from "./helpers/first-tap/form-steps";
import { FORMS } from "./helpers/first-tap/forms";
import { absolute, ALL, configureFirstTapSpec, CPUS, expectNoSubmission, freshLoad, runTimings, start } from "./helpers/first-tap/session";
import { TIMINGS } from "./helpers/first-tap/types";

configureFirstTapSpec();

for (const form of FORMS.filter((candidate) => !candidate.guardOnly)) {
  for (const cpu of CPUS) {
    test(`first keystroke: ${form.route} ${form.form}: fields typed, then submitted${cpu.title}`, async ({
      page,
      consoleErrors,
      cspViolations,
    }, testInfo) => {
      const session = await start(page, testInfo, { locked: form.locked });
      const url = { allowed: form.url, names: form.names };
      const runs = TIMINGS.map((timing) =>
        freshLoad(session, form.route, timing, cpu, timing.label, async (navigations) => {
          await fillForm(session, form, cpu);
          await submit(session, form, cpu, "button");
          await verifyForm(session, form.after, navigations, url, form, cpu);
          await expectKept(session, form, cpu);
          expectNoSubmission(navigations, absolute(session, form.route), url);
        }),
      );
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
      const runs = TIMINGS.map((timing) =>
        freshLoad(session, form.route, timing, cpu, timing.label, async (navigations) => {
          if (form.opener) await act(session.page, form.opener, { do: "press" }, { touch: session.touch, cpu });
          await submit(session, form, cpu, "button");
          await verifyForm(session, afterEmpty, navigations, url, form, cpu);
          expectNoSubmission(navigations, absolute(session, form.route), url);
        }),
      );
      await runTimings(session, { consoleErrors, cspViolations }, testInfo, runs);
    });
  }
}
