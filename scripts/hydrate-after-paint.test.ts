import { runInNewContext } from "node:vm";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { scriptSrcs } from "./bench/first-load-js.mjs";
import { BOOT_SCRIPT, HELD_ATTRIBUTE, holdScriptsUntilPainted } from "./hydrate-after-paint.mjs";

const HERO_PAGE = [
  '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>',
  '<link rel="preload" as="image" fetchPriority="high" imageSrcSet="/art/hero-640.webp 640w" imageSizes="100vw"/>',
  '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/page.js"/>',
  '<script src="/_next/static/chunks/main.js" async=""></script>',
  '<script src="/_next/static/chunks/turbopack-1.js" async=""></script>',
  '<script src="/_next/static/chunks/polyfills.js" noModule=""></script>',
  "</head><body><main><img fetchPriority=\"high\" src=\"/art/hero-640.webp\"/></main>",
  '<script>(self.__next_f=self.__next_f||[]).push([0])</script>',
  '<script src="/_next/static/chunks/page.js" async=""></script>',
  "</body></html>",
].join("");

const PAGE_WITHOUT_CHUNKS = '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/></head><body><p>Hi</p></body></html>';

describe("holdScriptsUntilPainted", () => {
  it("removes each chunk script and preload, and lists the chunks on one boot script at the end", () => {
    const { html, held } = holdScriptsUntilPainted(HERO_PAGE);
    expect(held).toBe(3);
    // Nothing downloads a chunk before the boot script asks for it.
    expect(html).not.toMatch(/<script src="[^"]+" async="">/);
    expect(html).not.toMatch(/<link rel="preload" as="script"/);
    expect(html).toContain('<script src="/_next/static/chunks/polyfills.js" noModule=""></script>');
    const boot = `<script ${HELD_ATTRIBUTE}="/_next/static/chunks/main.js /_next/static/chunks/turbopack-1.js /_next/static/chunks/page.js">`;
    expect(html.endsWith(`${boot}${BOOT_SCRIPT}</script></body></html>`)).toBe(true);
    expect(html).toContain('<link rel="preload" as="image" fetchPriority="high"');
  });

  it("keeps the first-load JavaScript count the same: held chunks are still the page's scripts", () => {
    expect(scriptSrcs(holdScriptsUntilPainted(HERO_PAGE).html).sort()).toEqual(scriptSrcs(HERO_PAGE).sort());
  });

  it("holds a page without a hero the same way", () => {
    const withoutHero = HERO_PAGE.replace(/<link rel="preload" as="image"[^>]*>/, "");
    expect(holdScriptsUntilPainted(withoutHero).held).toBe(3);
  });

  it("leaves a page without chunk scripts alone, and is idempotent", () => {
    expect(holdScriptsUntilPainted(PAGE_WITHOUT_CHUNKS)).toEqual({ html: PAGE_WITHOUT_CHUNKS, held: 0 });
    const once = holdScriptsUntilPainted(HERO_PAGE).html;
    expect(holdScriptsUntilPainted(once)).toEqual({ html: once, held: 0 });
  });

  it("fails loudly on a page without a body end", () => {
    expect(() => holdScriptsUntilPainted(HERO_PAGE.replace("</body>", ""))).toThrow(/<\/body>/);
  });

  it("keeps the boot script safe to inline", () => {
    expect(BOOT_SCRIPT).not.toMatch(/<\/script/i);
  });
});

type Listener = (event?: unknown) => void;
type Entry = { url: string; size: number };

/** Just enough of a browser for the boot script: a document, a hero, timers and an LCP observer. */
function fakeBrowser(options: { lcp?: boolean; hidden?: boolean; hero?: boolean; heroComplete?: boolean; heroTop?: number } = {}) {
  const attributes = new Map<string, string>();
  const windowListeners = new Map<string, Listener>();
  const documentListeners = new Map<string, Listener>();
  const heroListeners = new Map<string, Listener>();
  const appended: { src: string; onload?: Listener; onerror?: Listener }[] = [];
  const observers: ((list: { getEntries(): Entry[] }) => void)[] = [];
  const heroTop = options.heroTop ?? 0;
  let resolveDecode: () => void = () => {};
  const hero = {
    complete: options.heroComplete ?? false,
    naturalWidth: 640,
    naturalHeight: 800,
    getBoundingClientRect: () => ({ left: 0, right: 400, top: heroTop, bottom: heroTop + 500, width: 400, height: 500 }),
    decode: () => new Promise<void>((resolve) => (resolveDecode = resolve)),
    addEventListener: (type: string, listener: Listener) => heroListeners.set(type, listener),
  };
  class PerformanceObserver {
    static supportedEntryTypes = options.lcp === false ? ["paint"] : ["paint", "largest-contentful-paint"];
    constructor(callback: (list: { getEntries(): Entry[] }) => void) {
      observers.push(callback);
    }
    observe() {}
  }
  const document = {
    documentElement: {
      setAttribute: (name: string, value: string) => attributes.set(name, value),
      getAttribute: (name: string) => attributes.get(name) ?? null,
    },
    visibilityState: options.hidden ? "hidden" : "visible",
    querySelector: (selector: string) => (selector.startsWith("img") && options.hero !== false ? hero : null),
    currentScript: { getAttribute: (name: string) => (name === HELD_ATTRIBUTE ? "/a.js /b.js" : null) },
    createElement: () => ({ src: "", async: false }),
    head: { appendChild: (script: (typeof appended)[number]) => appended.push(script) },
    addEventListener: (type: string, listener: Listener) => documentListeners.set(type, listener),
  };
  const window = {
    PerformanceObserver,
    addEventListener: (type: string, listener: Listener) => windowListeners.set(type, listener),
  };
  runInNewContext(BOOT_SCRIPT, {
    window,
    document,
    PerformanceObserver,
    innerWidth: 400,
    innerHeight: 800,
    setTimeout,
    requestAnimationFrame: (callback: () => void) => setTimeout(callback, 16),
  });
  return {
    state: () => attributes.get("data-hydration"),
    appended,
    paint: (entries: Entry[]) => observers.forEach((callback) => callback({ getEntries: () => entries })),
    press: (type: string) => windowListeners.get(type)?.(),
    hide: () => documentListeners.get("visibilitychange")?.(),
    heroLoads: () => heroListeners.get("load")?.(),
    heroFails: () => heroListeners.get("error")?.(),
    heroDecoded: () => resolveDecode(),
  };
}

describe("the boot script", () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("holds the chunks while the hero has not been shown", () => {
    const page = fakeBrowser();
    expect(page.state()).toBe("held");
    // A headline smaller than the hero (400 x 500 on screen) is not the final largest paint.
    page.paint([{ url: "", size: 50_000 }]);
    expect(page.state()).toBe("held");
    expect(page.appended).toHaveLength(0);
  });

  it("starts once the hero is shown as the largest paint, each chunk once, and is done when all have run", () => {
    const page = fakeBrowser();
    page.paint([{ url: "http://site/art/hero-640.webp", size: 200_000 }]);
    page.paint([{ url: "http://site/art/hero-640.webp", size: 200_000 }]);
    expect(page.state()).toBe("started");
    expect(page.appended.map((script) => script.src)).toEqual(["/a.js", "/b.js"]);
    page.appended[0]?.onload?.();
    expect(page.state()).toBe("started");
    page.appended[1]?.onerror?.();
    expect(page.state()).toBe("done");
  });

  it("starts on a text the hero cannot outgrow (the hero below the fold)", () => {
    const page = fakeBrowser({ heroTop: 900 });
    page.paint([{ url: "", size: 30_000 }]);
    expect(page.state()).toBe("started");
  });

  it.each(["keydown", "pointerdown", "touchstart"])("starts on the first %s", (type) => {
    const page = fakeBrowser();
    page.press(type);
    expect(page.state()).toBe("started");
  });

  it("starts when the tab is hidden, and at once in a tab that opens hidden", () => {
    const page = fakeBrowser();
    page.hide();
    expect(page.state()).toBe("started");
    expect(fakeBrowser({ hidden: true }).state()).toBe("started");
  });

  it("starts at once where the largest paint cannot be observed", () => {
    expect(fakeBrowser({ lcp: false }).state()).toBe("started");
  });

  it("without a hero, starts on the first largest paint, whatever its size", () => {
    const page = fakeBrowser({ hero: false });
    expect(page.state()).toBe("held");
    page.paint([{ url: "", size: 2_000 }]);
    expect(page.state()).toBe("started");
  });

  it("starts when the hero fails to load", () => {
    const page = fakeBrowser();
    page.heroFails();
    expect(page.state()).toBe("started");
  });

  it("starts half a second after the hero is decoded and drawn, should no entry come for it", async () => {
    const page = fakeBrowser();
    page.heroLoads();
    await vi.advanceTimersByTimeAsync(1000);
    expect(page.state()).toBe("held");
    page.heroDecoded();
    await vi.advanceTimersByTimeAsync(16 + 499);
    expect(page.state()).toBe("held");
    await vi.advanceTimersByTimeAsync(1);
    expect(page.state()).toBe("started");
  });

  it("never waits past 3 seconds", () => {
    const page = fakeBrowser();
    vi.advanceTimersByTime(2999);
    expect(page.state()).toBe("held");
    vi.advanceTimersByTime(1);
    expect(page.state()).toBe("started");
  });
});
