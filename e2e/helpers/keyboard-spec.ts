// The settings every keyboard spec (e2e/keyboard-*.spec.ts) shares. Those specs complete every main
// flow of the site with the keyboard alone: Tab and Shift+Tab to move, typed text, Enter and Space
// to press, arrow keys inside radio groups, selects, menus and tabs, Escape to close. No mouse, no
// locator.click() or fill(): locators only say where focus should be and what the page shows. At
// every stop the focused element must show a visible focus indicator, dialogs must keep focus
// inside and hand it back on closing, and toasts must be announced politely (errors assertively).
import { test } from "./fixtures";

/** Call at the top of every keyboard spec. */
export function configureKeyboardSpec(): void {
  test.describe.configure({ timeout: 90_000 });
  // Date fields are typed in the en-US order (month, day, year).
  test.use({ locale: "en-US" });
}
