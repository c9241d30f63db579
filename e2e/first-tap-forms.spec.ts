// "Every tap counts" (see first-tap.spec.ts) for the forms of the inventory (helpers/first-tap/forms.ts):
// each form's fields typed at each moment of its load setting (CPUS), then submitted, keeping all that was typed;
// and the submit pressed first thing (a dialog's form only with FIRST_TAP_ALL=1: its trigger is
// pressed first by the test before). One test per form and load setting.
import { test } from "./helpers/fixtures";
import { act } from "./helpers/first-tap/actions";
import { expectKept, fillForm, submit, verifyForm } from "./helpers/first-tap/form-steps";
import { FORMS } from "./helpers/first-tap/forms";
import { absolute, ALL, configureFirstTapSpec, CPUS, expectNoSubmission, freshLoad, runTimings, start } from "./helpers/first-tap/session";
import { spreadMoments } from "./helpers/first-tap/cases";
import type { FormSpec } from "./helpers/first-tap/types";

configureFirstTapSpec();

// Forms that share a component (FormSpec.shares: the owners' and realtors' consultation requests) are
// one "first keystroke" case, their moments spread over them (helpers/first-tap/cases.ts).
const groups = new Map<string, FormSpec[]>();
for (const form of FORMS.filter((candidate) => !candidate.guardOnly)) {
  const key = form.shares ?? `${form.route} ${form.form}`;
  groups.set(key, [...(groups.get(key) ?? []), form]);
}

for (const [cpuIndex, cpu] of CPUS.entries()) {
  for (const forms of groups.values()) {
    const first = forms[0] as FormSpec;
    const title = forms.length === 1 ? `${first.route} ${first.form}` : forms.map((form) => `${form.route} ${form.form}`).join(" and ");
    test(`first keystroke: ${title}: fields typed, then submitted${cpu.title}`, async ({
      page,
      consoleErrors,
      cspViolations,
    }, testInfo) => {
      const session = await start(page, testInfo, { locked: first.locked });
      const runs = spreadMoments(forms, cpu.moments, cpuIndex).map(({ member: form, timing }) => {
        const url = { allowed: form.url, names: form.names };
        const label = forms.length === 1 ? timing.label : `${timing.label}: ${form.route}`;
        return freshLoad(session, form.route, timing, cpu, label, async (navigations) => {
          await fillForm(session, form, cpu);
          await submit(session, form, cpu, "button");
          await verifyForm(session, form.after, navigations, url, form, cpu);
          await expectKept(session, form, cpu);
          expectNoSubmission(navigations, absolute(session, form.route), url);
        });
      });
      await runTimings(session, { consoleErrors, cspViolations }, testInfo, runs);
    });
  }

  // A dialog's form is React's own from the start; its trigger is pressed first by the test above.
  for (const form of FORMS.filter((candidate) => !candidate.guardOnly)) {
    const afterEmpty = form.afterEmpty;
    if (!afterEmpty || (form.opener && !ALL)) continue;
    test(`first tap: ${form.route} ${form.form}: submit pressed first${cpu.title}`, async ({
      page,
      consoleErrors,
      cspViolations,
    }, testInfo) => {
      const session = await start(page, testInfo, { locked: form.locked });
      const url = { names: form.names };
      const runs = cpu.moments.map((timing) =>
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
