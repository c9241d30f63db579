// Using a form of the first-tap inventory (forms.ts): its fields typed or filled, its
// submit pressed or Enter in a field, and what it must show and keep then.
import { expect } from "../fixtures";
import { act, describe, locate, quick, verify } from "./actions";
import { absolute, expectNoSubmission, type Cpu, type Navigations, type Session } from "./session";
import type { Action, Check, FormSpec } from "./types";

function textOf(action: Action): string | null {
  return action.do === "type" || action.do === "fill" ? action.text : null;
}

export async function fillForm(session: Session, form: FormSpec, cpu: Cpu, { quickly = false } = {}) {
  const limits = { touch: session.touch, cpu };
  if (form.opener) await act(session.page, form.opener, { do: "press" }, limits);
  for (const field of form.fields) await act(session.page, field.target, quickly ? quick(field.action) : field.action, limits);
}

/** After the submit: every text field still holds exactly what was typed, every pressed or chosen field shows it. */
export async function expectKept(session: Session, form: FormSpec, cpu: Cpu) {
  for (const field of form.fields) {
    if (field.shows) await verify(session.page, field.shows, cpu.expect);
    const typed = field.holds ?? textOf(field.action);
    if (typed === null || (form.keeps && !form.keeps.includes(field.target))) continue;
    await expect(locate(session.page, field.target), `${describe(field.target)} still holds exactly what was typed`).toHaveValue(typed, {
      timeout: cpu.expect,
    });
  }
}

export async function submit(session: Session, form: FormSpec, cpu: Cpu, how: "button" | "enter") {
  const limits = { touch: session.touch, cpu };
  if (how === "button" && form.submit) await act(session.page, form.submit, { do: "press" }, limits);
  else await locate(session.page, form.enterIn).press("Enter", { timeout: cpu.action });
}

/** The form's checks; when they fail, a change of URL (a native submission) is named first. */
export async function verifyForm(
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
