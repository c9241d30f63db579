// After `next build`, on every page: the framework's script chunks are requested only once the
// browser has shown the page's largest element (its hero image where it has one). On a phone, the
// ~150 kB of chunks otherwise share the connection with the page's fonts, styles and pictures and,
// on two cores, their compilation competes with decoding and painting them, so the page is shown
// later. When the link is the bottleneck this costs hydration about one round trip, since the
// chunks then get the whole link. Links are plain anchors, so the page works before it hydrates;
// the first key press or touch starts hydration at once.
//
// Runs before scripts/csp.mjs hashes the inline scripts, so the boot script below is allowed by
// hash like every other inline script. Its text is the same on every page (one hash); the page's
// chunks are listed in its data-hydrate-chunks attribute.

/** The framework's async chunk scripts (not the noModule polyfills). */
const ASYNC_CHUNK = /<script src="(\/_next\/static\/chunks\/[^"]+\.js)" async=""><\/script>/g;
/** React's low-priority preload of a chunk: it would download the chunk before the page is shown. */
const CHUNK_PRELOAD = /<link rel="preload" as="script" fetchPriority="low" href="\/_next\/static\/chunks\/[^"]+\.js"\/>/g;
/** The boot script's attribute listing the held chunks, separated by spaces. */
export const HELD_ATTRIBUTE = "data-hydrate-chunks";

/**
 * The boot script, a build-time constant (its hash goes into the page's CSP). State on <html>:
 * data-hydration="held" until the page is shown, then "started", then "done" once every chunk has
 * loaded (or failed). Starts at once where the browser cannot report the paint (no
 * largest-contentful-paint entries, a hidden tab) and on the first input; never waits past 3 s.
 * Written in ES5 so that it runs, and starts hydration, in every browser the framework supports.
 */
export const BOOT_SCRIPT = `(function () {
  var root = document.documentElement;
  var held = (document.currentScript.getAttribute("${HELD_ATTRIBUTE}") || "").split(" ").filter(Boolean);
  var started = false;
  function start() {
    if (started) return;
    started = true;
    root.setAttribute("data-hydration", "started");
    var pending = held.length;
    function settle() {
      pending -= 1;
      if (pending === 0) root.setAttribute("data-hydration", "done");
    }
    if (pending === 0) root.setAttribute("data-hydration", "done");
    for (var i = 0; i < held.length; i++) {
      var script = document.createElement("script");
      script.src = held[i];
      script.async = true;
      script.onload = settle;
      script.onerror = settle;
      document.head.appendChild(script);
    }
  }
  root.setAttribute("data-hydration", "held");
  var hero = document.querySelector('img[fetchpriority="high"]');
  var types = (window.PerformanceObserver && PerformanceObserver.supportedEntryTypes) || [];
  if (document.visibilityState !== "visible" || types.indexOf("largest-contentful-paint") < 0) {
    start();
    return;
  }
  // The area the hero can count for as the largest paint: its part inside the viewport, and no more
  // than its own pixels when it is shown larger than it is.
  function heroArea() {
    var box = hero.getBoundingClientRect();
    var width = Math.max(0, Math.min(box.right, innerWidth) - Math.max(box.left, 0));
    var height = Math.max(0, Math.min(box.bottom, innerHeight) - Math.max(box.top, 0));
    var shown = box.width * box.height;
    var pixels = hero.naturalWidth * hero.naturalHeight;
    return width * height * (pixels > 0 && pixels < shown ? pixels / shown : 1);
  }
  try {
    new PerformanceObserver(function (list) {
      var entries = list.getEntries();
      for (var i = 0; i < entries.length; i++) {
        // Without a hero, the first largest paint; with one, an image shown as the largest element,
        // or a text the hero cannot outgrow.
        if (!hero || entries[i].url || entries[i].size >= heroArea()) start();
      }
    }).observe({ type: "largest-contentful-paint", buffered: true });
  } catch (error) {
    start();
    return;
  }
  // Should no entry come for the hero once it has been decoded and drawn, do not wait for one.
  function afterHero() {
    var later = function () {
      requestAnimationFrame(function () {
        setTimeout(start, 500);
      });
    };
    if (hero.decode) hero.decode().then(later, start);
    else later();
  }
  if (hero && hero.complete) afterHero();
  if (hero && !hero.complete) {
    hero.addEventListener("load", afterHero);
    hero.addEventListener("error", start);
  }
  ["keydown", "pointerdown", "touchstart"].forEach(function (type) {
    window.addEventListener(type, start, { capture: true, once: true, passive: true });
  });
  document.addEventListener("visibilitychange", start, { once: true });
  setTimeout(start, 3000);
})();`;

/** Holds the page's chunk scripts until the page is shown; a page without chunks is unchanged. */
export function holdScriptsUntilPainted(html) {
  if (html.includes(` ${HELD_ATTRIBUTE}=`)) return { html, held: 0 };
  const sources = [];
  let result = html.replace(ASYNC_CHUNK, (_tag, src) => {
    sources.push(src);
    return "";
  });
  if (sources.length === 0) return { html, held: 0 };
  result = result.replace(CHUNK_PRELOAD, "");
  const end = result.lastIndexOf("</body>");
  if (end < 0) throw new Error("hydrate-after-paint: no </body> to put the boot script before");
  const boot = `<script ${HELD_ATTRIBUTE}="${sources.join(" ")}">${BOOT_SCRIPT}</script>`;
  return { html: result.slice(0, end) + boot + result.slice(end), held: sources.length };
}
