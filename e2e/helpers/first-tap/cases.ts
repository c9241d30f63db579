// The cases of first-tap.spec.ts: one per control, or one per component that several controls share
// (Control.shares). A shared component's case presses each moment of TIMINGS once, on its controls
// in turn, so every moment meets the component and every control is pressed; the second setting starts
// one moment later, so a control meets moments there that it did not meet as is. What a press before hydration meets
// is the component's (its early-input hold, its hydration), which is why one press per moment
// covers them all; a control alone keeps all five moments.
import type { Control, Timing } from "./types";
import { LINK_TIMINGS, TIMINGS } from "./types";

/** One fresh load: the control pressed, its moment, and the label of its step (the control named when a case has several). */
export type Press = { control: Control; timing: Timing; label: string };
export type Case = { title: string; phone: boolean; signedIn: boolean; presses: Press[] };

const describeControl = (control: Control) => `${control.route} ${control.what} (${control.kind})`;

/**
 * Each moment once, on the members in turn (every member at least once when there are more members
 * than moments), starting `cpuIndex` moments later; a single member meets every moment.
 */
export function spreadMoments<T>(members: readonly T[], timings: readonly Timing[], cpuIndex: number): { member: T; timing: Timing }[] {
  return Array.from({ length: Math.max(members.length, timings.length) }, (_, index) => ({
    member: members[index % members.length] as T,
    timing: timings[(index + cpuIndex) % timings.length] as Timing,
  }));
}

/**
 * The cases of `controls` for the load setting at `cpuIndex` in CPUS (0: as is, 1: code held back), each
 * pressed at `moments` (links at LINK_TIMINGS, which the browser follows itself).
 */
export function firstTapCases(controls: Control[], cpuIndex: number, moments: readonly Timing[] = TIMINGS): Case[] {
  const groups = new Map<string, Control[]>();
  for (const control of controls) {
    const key = `${control.shares ?? describeControl(control)}|${!!control.phone}|${!!control.signedIn}`;
    groups.set(key, [...(groups.get(key) ?? []), control]);
  }
  return [...groups.values()].map((members) => {
    const first = members[0] as Control;
    const timings = first.kind === "link" ? LINK_TIMINGS : moments;
    const presses = spreadMoments(members, timings, cpuIndex).map(({ member: control, timing }) => ({
      control,
      timing,
      label: members.length === 1 ? timing.label : `${timing.label}: ${describeControl(control)}`,
    }));
    const title = members.length === 1 ? describeControl(first) : `${first.shares} [${members.length} controls]`;
    return { title, phone: !!first.phone, signedIn: !!first.signedIn, presses };
  });
}
