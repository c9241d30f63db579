/**
 * `<html data-compare-tray>`: the compare tray is shown at the bottom of the page, so the page
 * keeps room for it below its last line (app/globals.css). The tray's loader sets and clears it
 * (components/compare/compare-tray-loader.tsx); the <head> script sets it before the first paint
 * when a list is stored (lib/first-paint/compare-tray-mark-script.ts), so the room is there from
 * the start and nothing moves when the tray arrives. Never on /compare, which is the comparison itself.
 * Apart from the script, so the loader on every page carries only these two constants.
 */
export const COMPARE_TRAY_MARK = "data-compare-tray";

/** Whether a path is the /compare page (with or without the export's trailing slash). */
export const COMPARE_PAGE_PATH = /^\/compare\/?$/;
