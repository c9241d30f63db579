// The bench's side of the page during a responsiveness run (scripts/bench/responsiveness.mjs).
// Playwright serialises these functions into the page, so none may refer to anything outside
// itself; they only read what the page does, they add nothing to the site.

/** Sets localStorage entries (the gate flag) at the start of every document. */
export function setStorage(entries) {
  try {
    for (const [key, value] of Object.entries(entries)) window.localStorage.setItem(key, value);
  } catch {
    // about:blank has no storage
  }
}

/** Records every Event Timing entry over the threshold from the start of the document. */
export function installProbe(thresholdMs) {
  const entries = [];
  const keep = (list) => {
    for (const entry of list) {
      entries.push({
        name: entry.name,
        interactionId: entry.interactionId ?? 0,
        startTime: entry.startTime,
        duration: entry.duration,
        processingStart: entry.processingStart,
        processingEnd: entry.processingEnd,
      });
    }
  };
  let observer = null;
  try {
    observer = new PerformanceObserver((list) => keep(list.getEntries()));
    observer.observe({ type: "event", durationThreshold: thresholdMs, buffered: true });
  } catch {
    // no Event Timing: collect() reports no entries
  }
  Object.defineProperty(window, "__benchProbe", {
    value: { entries, flush: () => observer && keep(observer.takeRecords()), effect: null },
    configurable: true,
  });
}

/**
 * Resolves true once the main thread has had three idle periods in a row of (nearly) the full
 * 50 ms, i.e. no task, frame or timer was waiting; false after `timeoutMs`.
 */
export function waitForQuiet(timeoutMs) {
  return new Promise((resolve) => {
    const started = performance.now();
    let streak = 0;
    const tick = (deadline) => {
      streak = !deadline.didTimeout && deadline.timeRemaining() >= 40 ? streak + 1 : 0;
      if (streak >= 3) resolve(true);
      else if (performance.now() - started > timeoutMs) resolve(false);
      else requestIdleCallback(tick, { timeout: 1000 });
    };
    requestIdleCallback(tick, { timeout: 1000 });
  });
}

/**
 * Watches for the interaction's effect: the first trusted input event after arming starts the
 * clock (its timeStamp, the time of the input itself) and a check on every animation frame; in
 * the first frame where `predicate()` holds, a message is posted, which runs once that frame's
 * style, layout and paint are done: that is when the effect is shown. Also notes whether the
 * early-input script held the control (it marks it data-early-input).
 */
export function armEffect(predicate) {
  const probe = window.__benchProbe;
  let done = () => {};
  const state = { inputAt: null, trueAt: null, visibleAt: null, held: false, alreadyTrue: false };
  state.done = new Promise((resolve) => (done = resolve));
  probe.effect = state;
  try {
    state.alreadyTrue = Boolean(predicate());
  } catch {
    state.alreadyTrue = false;
  }
  const types = ["pointerdown", "touchstart", "mousedown", "keydown"];
  const check = () => {
    if (document.querySelector("[data-early-input]")) state.held = true;
    let shown = false;
    try {
      shown = Boolean(predicate());
    } catch {
      shown = false;
    }
    if (!shown) {
      requestAnimationFrame(check);
      return;
    }
    state.trueAt = performance.now();
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      state.visibleAt = performance.now();
      done();
    };
    channel.port2.postMessage(null);
  };
  const onInput = (event) => {
    if (!event.isTrusted || state.inputAt !== null) return;
    state.inputAt = event.timeStamp;
    for (const type of types) window.removeEventListener(type, onInput, true);
    requestAnimationFrame(check);
  };
  for (const type of types) window.addEventListener(type, onInput, { capture: true, passive: true });
}

/**
 * Waits for the effect (up to `effectTimeoutMs`), then for the Event Timing entries: they are
 * reported after the paint that ends their interaction, so it waits for the main thread to go
 * quiet and for 300 ms without a new entry. Returns the entries that started at or after `since`.
 * (The quiet check repeats waitForQuiet's: a serialised function cannot call another.)
 */
export async function collect({ since, effectTimeoutMs }) {
  const probe = window.__benchProbe;
  const state = probe.effect;
  if (state) await Promise.race([state.done, new Promise((resolve) => setTimeout(resolve, effectTimeoutMs))]);
  await new Promise((resolve) => {
    const started = performance.now();
    let streak = 0;
    const tick = (deadline) => {
      streak = !deadline.didTimeout && deadline.timeRemaining() >= 40 ? streak + 1 : 0;
      if (streak >= 3 || performance.now() - started > 5000) resolve();
      else requestIdleCallback(tick, { timeout: 1000 });
    };
    requestIdleCallback(tick, { timeout: 1000 });
  });
  let count = -1;
  while (count !== probe.entries.length) {
    count = probe.entries.length;
    await new Promise((resolve) => setTimeout(resolve, 300));
    probe.flush();
  }
  return {
    entries: probe.entries.filter((entry) => entry.startTime >= since),
    effect: state
      ? { inputAt: state.inputAt, trueAt: state.trueAt, visibleAt: state.visibleAt, held: state.held, alreadyTrue: state.alreadyTrue }
      : null,
  };
}
