import type { Page } from "@playwright/test";

/**
 * Every element whose box reaches past the sides of the viewport, described for a failure
 * message. The page's scrollWidth misses an overflow that an ancestor clips (`overflow: hidden`
 * on <main>: a 600 px element at 390 px leaves scrollWidth at 390, the page cut instead of
 * scrolling), so each element's box is checked. Not counted: what a person cannot see (no box,
 * visibility hidden, visually hidden text clipped to 1 px) and what sits inside a sideways
 * scroller (`overflow-x: auto | scroll`) that itself fits the viewport, such as a wide table in
 * its own scroll area, and what a transform moved on purpose inside a clipping box that fits (a
 * progress bar's indicator).
 */
export function sidewaysOverflow(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const outside = (rect: DOMRect) => rect.right > width + 0.5 || rect.left < -0.5;
    const describe = (element: Element, rect: DOMRect) => {
      const classes = typeof element.className === "string" ? element.className.trim().split(/\s+/).slice(0, 4).join(".") : "";
      const name = `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ""}${classes ? `.${classes}` : ""}`;
      const text = (element.textContent ?? "").trim().replace(/\s+/g, " ").slice(0, 40);
      return `${name} "${text}" spans ${Math.round(rect.left)}..${Math.round(rect.right)} px of ${width}`;
    };
    // Visually hidden (sr-only): clipped to nothing, or to a box of at most 1 px.
    const visuallyHidden = (style: CSSStyleDeclaration, box: DOMRect) =>
      style.clipPath.startsWith("inset(50%") ||
      ((box.width <= 1 || box.height <= 1) && (style.overflow === "hidden" || style.clip !== "auto"));
    const exempt = (element: Element, moved: boolean): boolean => {
      for (let node = element.parentElement; node && node !== document.body; node = node.parentElement) {
        const style = getComputedStyle(node);
        const box = node.getBoundingClientRect();
        if (visuallyHidden(style, box)) return true;
        if (style.overflowX === "auto" || style.overflowX === "scroll") return !outside(box);
        // Moved on purpose (a progress bar's indicator, translated) and cut by a box that fits.
        if (moved && (style.overflowX === "hidden" || style.overflowX === "clip")) return !outside(box);
      }
      return false;
    };
    const found: string[] = [];
    for (const element of document.body.querySelectorAll("*")) {
      const rect = element.getBoundingClientRect();
      if (rect.width === 0 || rect.height === 0 || !outside(rect)) continue;
      const style = getComputedStyle(element);
      if (style.visibility === "hidden" || visuallyHidden(style, rect)) continue;
      if (exempt(element, style.transform !== "none")) continue;
      found.push(describe(element, rect));
      if (found.length === 5) break;
    }
    return found;
  });
}
