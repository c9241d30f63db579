/**
 * Keeps a person's first clicks from being lost while the page is still becoming interactive.
 *
 * The HTML is shown before the framework's scripts have run. A link works at once (the browser
 * follows it), and so does typing into a field (the text stays: hydration keeps what is in the
 * DOM, see components/ui/use-typed-value.ts). A button, a tab or a form's submit does nothing
 * until React owns that element, and a form would even submit itself natively, putting what was
 * typed into the URL. This inline <head> script, which runs before the body is parsed, holds such
 * activations instead:
 * - a click on a control React has not hydrated yet is stopped, the control shows a calm busy
 *   state (`aria-busy`, `data-early-input`, styled in app/globals.css), and the click is replayed
 *   once React owns the control (checked every 50 ms), as a click (a tab too: the site's tabs,
 *   components/ui/tabs.tsx, select on click); while its replayed click runs, the control carries
 *   `data-early-input-replay`, so a toggle whose state the HTML could not show (a shortlist heart)
 *   acts on what the person saw then, not on what it has learnt since;
 * - a form that React does not own yet never submits natively; the submit is replayed with
 *   `requestSubmit()` once React owns the form;
 * - every held activation is kept, in a queue, and they are replayed strictly in the order they
 *   were made, one per task (React renders each before the next runs): a radio chosen, then
 *   another control pressed, then the form sent all take effect, the submit last;
 * - one entry per element: pressing a control again while it is held is the same intent (a
 *   double click, or a second try because nothing seemed to happen), so a checkbox clicked twice
 *   is ticked once, never ticked and unticked behind the person's back. Likewise one submission
 *   per form: its submit button pressed, then Enter in a field, submits it once. This holds until
 *   the held press is replayed, even once React owns the control: a press made in the moment
 *   between hydration and the next check would otherwise reach React and be replayed as well;
 * - React may own an element (its props are on it) before it has finished taking over the part
 *   of the page around it (a part whose code is still arriving). An event there then reaches no
 *   handler: React stops a click before it reaches the control (or hydrates a native checkbox or
 *   radio during the click, setting it back), and lets a submission go on natively. So a replay
 *   is checked: a click that never reached its control or changed nothing, or a submission that
 *   no handler prevented (every form here prevents it), is stopped (a checkbox or radio set back
 *   as it was) and held again, for the next check;
 * - an entry whose element left the page is dropped; when the oldest one has waited 10 s (the
 *   page failed to load its code), all are given up and no control looks busy any more: the later
 *   ones followed it and would make no sense without it.
 *
 * "React owns the element" is read from the `__reactProps$…` key React puts on every element it
 * has hydrated or rendered. It is the one property of React's that this relies on, and the
 * first-tap end-to-end tests (e2e/first-tap.spec.ts) fail if it ever changes.
 *
 * Written in ES5, a part of the root layout's one <head> script (head-script.ts, README.md).
 */
export const EARLY_INPUT_SCRIPT = `(function () {
  var CONTROLS = 'button, [role="button"], [role="tab"], [role="checkbox"], [role="switch"], [role="radio"], [role="combobox"], [role="menuitem"], input[type="checkbox"], input[type="radio"], input[type="submit"], input[type="image"], summary';
  var POLL_MS = 50;
  var GIVE_UP_MS = 10000;
  var queue = [];
  var polling = false;

  function owned(element) {
    var keys = Object.keys(element);
    for (var i = 0; i < keys.length; i++) if (keys[i].indexOf("__reactProps$") === 0) return true;
    return false;
  }
  // The form a press would send (the form's own submit, or a submit button's): one submission per form.
  function submits(element) {
    if (element.tagName === "FORM") return element;
    return (element.type === "submit" || element.type === "image") && element.form ? element.form : null;
  }
  function unmark(entry) {
    entry.element.removeAttribute("aria-busy");
    entry.element.removeAttribute("data-early-input");
  }
  // Replays the entry; false when React was not ready to handle it after all (see above).
  function replay(entry) {
    return entry.kind === "submit" ? replaySubmit(entry.element) : replayClick(entry.element);
  }
  function replaySubmit(form) {
    var handled = true;
    var unhandled = function (event) {
      if (event.target !== form || event.defaultPrevented) return;
      event.preventDefault();
      handled = false;
    };
    window.addEventListener("submit", unhandled, false);
    try {
      if (form.requestSubmit) form.requestSubmit();
    } finally {
      window.removeEventListener("submit", unhandled, false);
    }
    return handled;
  }
  function replayClick(element) {
    var checked = element.checked;
    var before = checkedRadio(element);
    var reached = false;
    var changed = false;
    var onReach = function () {
      reached = true;
    };
    var onChange = function () {
      changed = true;
    };
    element.addEventListener("click", onReach, true);
    element.addEventListener("change", onChange, true);
    element.setAttribute("data-early-input-replay", "");
    try {
      element.click();
    } finally {
      element.removeAttribute("data-early-input-replay");
      element.removeEventListener("click", onReach, true);
      element.removeEventListener("change", onChange, true);
    }
    if (typeof checked !== "boolean") return reached;
    // A native checkbox or radio that React hydrated during the click itself was set back to what
    // React knew: the click reached it but changed nothing (a radio chosen already needs no change).
    if (reached && (changed || (element.type === "radio" && checked))) return true;
    element.checked = checked;
    if (before) before.checked = true;
    return false;
  }
  // The radio of the element's group that is checked now (a radio clicked natively unchecks it).
  function checkedRadio(element) {
    if (element.type !== "radio" || !element.name) return null;
    var group = document.getElementsByName(element.name);
    for (var i = 0; i < group.length; i++) if (group[i].type === "radio" && group[i].checked) return group[i];
    return null;
  }
  function mark(element) {
    element.setAttribute("aria-busy", "true");
    element.setAttribute("data-early-input", "");
  }
  // One entry per task, the oldest first: the next one waits until React has rendered this one.
  function poll() {
    var entry = queue[0];
    var next = POLL_MS;
    if (Date.now() - entry.since > GIVE_UP_MS) {
      while (queue.length) unmark(queue.shift());
    } else if (!entry.element.isConnected || owned(entry.element)) {
      queue.shift();
      unmark(entry);
      if (entry.element.isConnected && !replay(entry)) {
        queue.unshift(entry);
        mark(entry.element);
      } else next = 0;
    }
    polling = queue.length > 0;
    if (polling) setTimeout(poll, next);
  }
  // Whether a press on this element (or a submission of its form) is held already.
  function held(element) {
    var form = submits(element);
    for (var i = 0; i < queue.length; i++) {
      if (queue[i].element === element || (form && submits(queue[i].element) === form)) return true;
    }
    return false;
  }
  function hold(element, kind) {
    if (held(element)) return;
    queue.push({ element: element, kind: kind, since: Date.now() });
    mark(element);
    if (!polling) {
      polling = true;
      setTimeout(poll, POLL_MS);
    }
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
      if (!control || control.closest("a[href]") || (owned(control) && !held(control))) return;
      stop(event);
      hold(control, "click");
    },
    true
  );
  window.addEventListener(
    "submit",
    function (event) {
      var form = event.target;
      if (!form || (owned(form) && !held(form))) return;
      stop(event);
      hold(form, "submit");
    },
    true
  );
})();`;
