// What the page under a first-tap test received: test-only instrumentation of the first pointer,
// key and input events and of when React took over, and the account of it a failing timing reports.
import type { Page } from "@playwright/test";

type InputRecord = { type: string; target: Element | null; owned: boolean; at: number; trusted: boolean };

declare global {
  interface Window {
    __firstInput?: InputRecord[];
    __hydratedAt?: number;
  }
}

/**
 * Test-only instrumentation, installed before any page script: the first trusted pointer, mouse,
 * touch, key and input events (their element, and whether React owned it then), and when React
 * first owned <main>. It listens only, in the capture phase ahead of the page's own listeners.
 */
export async function instrument(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const owned = (element: Element | null) => !!element && Object.keys(element).some((key) => key.startsWith("__reactProps$"));
    const log: InputRecord[] = (window.__firstInput = []);
    // Playwright's selectOption dispatches untrusted input and change events: those are kept too.
    const note = (event: Event) => {
      if ((!event.isTrusted && event.type !== "input" && event.type !== "change") || log.length >= 200) return;
      const target = event.target instanceof Element ? event.target : null;
      log.push({ type: event.type, target, owned: owned(target), at: Math.round(performance.now()), trusted: event.isTrusted });
    };
    for (const type of ["pointerdown", "touchstart", "mousedown", "mouseup", "click", "keydown", "input", "change", "submit"])
      window.addEventListener(type, note, true);
    const poll = setInterval(() => {
      if (owned(document.querySelector("main"))) {
        window.__hydratedAt = Math.round(performance.now());
        clearInterval(poll);
      }
    }, 20);
  });
}

/** Whether the first press, key or input reached an element React did not own yet (null: none arrived). */
export async function firstActionEarly(page: Page): Promise<boolean | null> {
  return page
    .evaluate(() => {
      const first = (window.__firstInput ?? []).find((record) => record.type !== "change");
      return first ? !first.owned : null;
    })
    .catch(() => null);
}

/** What the page says about the first actions, for a failure message. */
export async function diagnose(page: Page): Promise<string> {
  try {
    return await page.evaluate(() => {
      const owned = (element: Element | null) => !!element && Object.keys(element).some((key) => key.startsWith("__reactProps$"));
      const name = (element: Element | null) => {
        if (!element) return "nothing";
        const text = (element.getAttribute("aria-label") ?? element.textContent ?? "").trim().replace(/\s+/g, " ").slice(0, 30);
        return `<${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ""}>${text ? ` "${text}"` : ""}`;
      };
      const log = window.__firstInput ?? [];
      const hydrated = window.__hydratedAt === undefined ? "React never owned <main>" : `React owned <main> at ${window.__hydratedAt} ms`;
      const busy = document.querySelectorAll("[data-early-input]").length;
      const held = busy ? `; ${busy} control(s) still marked data-early-input (held)` : "";
      if (!log.length) return `[no pointer, key or input event reached this document; ${hydrated}${held}]`;
      const seen = new Set<Element>();
      // Consecutive events on the same element in the same state read as one line ("keydown×8, input×8").
      const groups: { records: InputRecord[]; key: string }[] = [];
      for (const record of log) {
        if (record.target) seen.add(record.target);
        const key = `${record.owned}`;
        const last = groups[groups.length - 1];
        if (last && last.records[0]?.target === record.target && last.key === key) last.records.push(record);
        else groups.push({ records: [record], key });
      }
      const events = groups.slice(0, 12).map(({ records }) => {
        const first = records[0] as InputRecord;
        const last = records[records.length - 1] as InputRecord;
        const counts = new Map<string, number>();
        for (const record of records) counts.set(record.type, (counts.get(record.type) ?? 0) + 1);
        const types = [...counts].map(([type, count]) => (count > 1 ? `${type}×${count}` : type)).join(", ");
        const when = first.at === last.at ? `${first.at} ms` : `${first.at}-${last.at} ms`;
        const fate = first.target && !first.target.isConnected ? ", since removed from the page" : "";
        const untrusted = records.every((record) => !record.trusted) ? ", untrusted" : "";
        return `${types} ${when} on ${name(first.target)} (${first.owned ? "React-owned" : "not React-owned"}${fate}${untrusted})`;
      });
      if (groups.length > 12) events.push(`… ${groups.length - 12} more`);
      const clicked = log.some((record) => record.type === "click");
      const pointer = log.some((record) => record.type === "pointerdown" || record.type === "touchstart");
      const lost = pointer && !clicked ? "; no click event followed the press" : "";
      const stillNotOwned = [...seen].filter(
        (element) => element.isConnected && !owned(element) && element.closest("button, [role], input, textarea, select, a"),
      );
      const unowned = stillNotOwned.length ? `; React still does not own ${stillNotOwned.map(name).join(", ")}` : "";
      return `[${events.join("; ")}${lost}; ${hydrated}${unowned}${held}]`;
    });
  } catch (error) {
    return `[page not readable: ${String(error).split("\n")[0]}]`;
  }
}
