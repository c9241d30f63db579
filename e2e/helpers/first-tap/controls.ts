// The inventory of the first-tap specs (e2e/first-tap.spec.ts, first-tap-forms.spec.ts and
// first-tap-url-guard.spec.ts), as typed data (types.ts): for every page route, the
// controls it shows (found by role and accessible name), what a first click, tap or keystroke on
// each does, and how to see that it took effect, gathered here from one file per area of the site
// (controls-*.ts); and every form (forms.ts), with what to type, how to submit
// it and what it shows then. Shared header and footer controls are listed once, each on a different
// route. Where a page repeats a control (a card per listing), one representative stands for all.
//
// Every route has at least one entry. Each control costs three page loads (two moments as is, one
// with the code held back), about 10 s of a worker's time, so `npm test` runs one representative of controls that
// another entry already covers (the same component, or the trigger a form's test presses first),
// and controls that are not dialog triggers, tabs, menus, fields or submits; those are marked
// `extra` and run with FIRST_TAP_ALL=1. /privacy and /terms show no control of their own: the
// footer link and the header dropdown are tested there.
import type { Control } from "./types";
import { CONTRACT_CONTROLS } from "./controls-contracts";
import { FACT_FILTER_CONTROLS } from "./controls-facts";
import { LISTING_CONTROLS } from "./controls-listings";
import { PEOPLE_CONTROLS } from "./controls-people";
import { SITE_CONTROLS } from "./controls-site";

/** Every control: dialog triggers, tabs, menus, fields and buttons, plus a few representative links. */
export const CONTROLS: Control[] = [
  ...SITE_CONTROLS,
  ...LISTING_CONTROLS,
  ...FACT_FILTER_CONTROLS,
  ...PEOPLE_CONTROLS,
  ...CONTRACT_CONTROLS,
];
