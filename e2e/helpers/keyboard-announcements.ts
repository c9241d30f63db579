// Live regions for the keyboard specs (e2e/keyboard-*.spec.ts): recording what the page announces,
// politely or assertively, toasts included.
import type { Page } from "@playwright/test";
import { expect } from "./fixtures";

export type Announcement = { live: string; role: string; text: string };

declare global {
  interface Window {
    __announcements?: Announcement[];
  }
}

/**
 * Records what every live region on the page says (aria-live polite/assertive, role=status or
 * alert), including the short-lived announcer Radix Toast adds to the body for each toast and
 * removes a second later. Install before the page loads.
 */
export async function recordAnnouncements(page: Page): Promise<void> {
  await page.addInitScript(() => {
    window.__announcements = [];
    const liveOf = (element: Element) => {
      const live = element.getAttribute("aria-live");
      const role = element.getAttribute("role") ?? "";
      if (live) return live;
      if (role === "alert") return "assertive";
      if (role === "status" || role === "log") return "polite";
      return null;
    };
    const seen = new Map<Element, string>();
    const note = (node: Node | null) => {
      const element = node instanceof Element ? node : node?.parentElement;
      const region = element?.closest("[aria-live], [role=status], [role=alert]");
      if (!region) return;
      const live = liveOf(region);
      if (!live || live === "off") return;
      const text = (region.textContent ?? "").replace(/\s+/g, " ").trim();
      if (!text || seen.get(region) === text) return;
      seen.set(region, text);
      window.__announcements?.push({ live, role: region.getAttribute("role") ?? "", text });
    };
    new MutationObserver((mutations) => {
      for (const mutation of mutations) {
        note(mutation.target);
        mutation.addedNodes.forEach((added) => {
          note(added);
          if (added instanceof Element)
            added.querySelectorAll("[aria-live], [role=status], [role=alert]").forEach((region) => note(region.firstChild ?? region));
        });
      }
    }).observe(document, { childList: true, subtree: true, characterData: true });
  });
}

/** Waits until a live region of the given politeness has announced text matching `text`. */
export async function expectAnnounced(page: Page, text: RegExp, live: "polite" | "assertive"): Promise<void> {
  await expect
    .poll(
      async () => {
        const all = await page.evaluate(() => window.__announcements ?? []);
        const match = all.find((announcement) => text.test(announcement.text));
        return match ? match.live : `not announced yet; heard: ${JSON.stringify(all.map((a) => `${a.live}: ${a.text.slice(0, 60)}`))}`;
      },
      { message: `${text} announced ${live}ly`, timeout: 15_000 },
    )
    .toBe(live);
}
