/**
 * Keeps a person's first click from being lost while the page is still becoming interactive.
 *
 * The HTML is shown before the framework's scripts have run. A link works at once (the browser
 * follows it), and so does typing into a field (the text stays: hydration keeps what is in the
 * DOM, see components/ui/use-typed-value.ts). A button, a tab or a form's submit does nothing
 * until React owns that element, and a form would even submit itself natively, putting what was
 * typed into the URL. This inline <head> script, which runs before the body is parsed, holds such
 * an activation instead:
 * - a click on a control React has not hydrated yet is stopped, the control shows a calm busy
 *   state (`aria-busy`, `data-early-input`, styled in globals.css), and the click is replayed the
 *   moment React owns the control (checked every 50 ms);
 * - a form that React does not own yet never submits natively; the submit is replayed with
 *   `requestSubmit()` once it does;
 * - only the latest held activation is kept (a double click is one intent), and none is kept
 *   past 10 s (the page failed to load its code: the control stops looking busy).
 *
 * "React owns the element" is read from the `__reactProps$…` key React puts on every element it
 * has hydrated or rendered. It is the one property of React's that this relies on, and the
 * first-tap end-to-end tests (e2e/first-tap.spec.ts) fail if it ever changes.
 *
 * Written in ES5 as a build-time constant: csp.mjs hashes it into each page's CSP.
 */
export const EARLY_INPUT_SCRIPT = `(function () {
  var CONTROLS = 'button, [role="button"], [role="tab"], [role="checkbox"], [role="switch"], [role="radio"], [role="combobox"], [role="menuitem"], input[type="checkbox"], input[type="radio"], input[type="submit"], input[type="image"], summary';
  var POLL_MS = 50;
  var GIVE_UP_MS = 10000;
  var held = null;

  function owned(element) {
    var keys = Object.keys(element);
    for (var i = 0; i < keys.length; i++) if (keys[i].indexOf("__reactProps$") === 0) return true;
    return false;
  }
  function release(entry) {
    entry.element.removeAttribute("aria-busy");
    entry.element.removeAttribute("data-early-input");
    if (held === entry) held = null;
  }
  function replay(entry) {
    var element = entry.element;
    release(entry);
    if (entry.kind === "submit") {
      if (element.requestSubmit) element.requestSubmit();
      return;
    }
    // Radix tabs select on mousedown, not click.
    if (element.getAttribute("role") === "tab") {
      element.dispatchEvent(new MouseEvent("mousedown", { bubbles: true, cancelable: true, button: 0, view: window }));
    }
    element.click();
  }
  function hold(element, kind) {
    if (held) release(held);
    var entry = { element: element, kind: kind, since: Date.now() };
    held = entry;
    element.setAttribute("aria-busy", "true");
    element.setAttribute("data-early-input", "");
    (function wait() {
      if (held !== entry) return;
      if (!element.isConnected || Date.now() - entry.since > GIVE_UP_MS) return release(entry);
      if (owned(element)) return replay(entry);
      setTimeout(wait, POLL_MS);
    })();
  }
  function stop(event) {
    event.preventDefault();
    event.stopImmediatePropagation();
  }

  window.addEventListener(
    "click",
    function (event) {
      var target = event.target;
      if (!event.isTrusted || !target || !target.closest) return;
      var control = target.closest(CONTROLS);
      if (!control || owned(control) || control.closest("a[href]")) return;
      stop(event);
      hold(control, "click");
    },
    true
  );
  window.addEventListener(
    "submit",
    function (event) {
      var form = event.target;
      if (!form || owned(form)) return;
      stop(event);
      hold(form, "submit");
    },
    true
  );
})();`;
