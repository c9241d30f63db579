import { describe, expect, it, vi } from "vitest";
import { element, event, hydrate, isBusy, replays, earlyInputForEachTest } from "./early-input-testing";

// Several presses held at once (early-input-script.ts): the queue, its order, one entry per element,
// and giving up.
const script = earlyInputForEachTest();

const press = (...elements: ReturnType<typeof element>[]) => elements.forEach((el) => script.click(event(el)));

describe("early input, several presses held", () => {
  it("keeps every press and replays them in the order they were made, each once React owns it", () => {
    const radio = element({ name: "radio", role: "radio" });
    const checkbox = element({ name: "checkbox", role: "checkbox" });
    press(radio, checkbox);
    expect(isBusy(radio) && isBusy(checkbox)).toBe(true);
    hydrate(radio, checkbox);
    vi.advanceTimersByTime(100);
    expect(replays).toEqual(["radio:click", "checkbox:click"]);
    expect(isBusy(radio) || isBusy(checkbox)).toBe(false);
  });

  it("never lets a press overtake an older one whose control React does not own yet", () => {
    const radio = element({ name: "radio", role: "radio" });
    const checkbox = element({ name: "checkbox", role: "checkbox" });
    press(radio, checkbox);
    hydrate(checkbox);
    vi.advanceTimersByTime(1_000);
    expect(replays).toEqual([]);
    expect(isBusy(checkbox)).toBe(true);
    hydrate(radio);
    vi.advanceTimersByTime(100);
    expect(replays).toEqual(["radio:click", "checkbox:click"]);
  });

  it("replays one press per task, so React renders each before the next", () => {
    const first = element({ name: "first" });
    const second = element({ name: "second" });
    press(first, second);
    hydrate(first, second);
    vi.advanceTimersToNextTimer();
    expect(replays).toEqual(["first:click"]);
    vi.advanceTimersToNextTimer();
    expect(replays).toEqual(["first:click", "second:click"]);
  });

  it("sends a form held behind a choice after it: the radio first, then requestSubmit", () => {
    const form = element({ name: "form", tagName: "FORM" });
    const radio = element({ name: "radio", role: "radio", type: "button", form });
    press(radio);
    script.submit(event(form));
    hydrate(form, radio);
    vi.advanceTimersByTime(100);
    expect(replays).toEqual(["radio:click", "form:submit"]);
  });

  it("counts a control pressed twice while held as one intent: a checkbox is ticked once, not ticked and unticked", () => {
    const checkbox = element({ name: "checkbox", role: "checkbox" });
    const again = event(checkbox);
    press(checkbox);
    script.click(again);
    hydrate(checkbox);
    vi.advanceTimersByTime(1_000);
    // The second press is stopped too (never toggling the box natively), and not replayed.
    expect(again.preventDefault).toHaveBeenCalled();
    expect(replays).toEqual(["checkbox:click"]);
  });

  it("counts a press made after React owns a held control, before its replay, as the same intent: one activation, not two", () => {
    const heart = element({ name: "heart" });
    press(heart);
    hydrate(heart); // React owns it; the queue has not looked again yet (it checks every 50 ms)
    const again = event(heart);
    script.click(again);
    vi.advanceTimersByTime(1_000);
    // Reaching React, the second press would toggle the heart, and the replay toggle it back.
    expect(again.stopImmediatePropagation).toHaveBeenCalled();
    expect(replays).toEqual(["heart:click"]);
  });

  it("submits a form once when it is sent again after React owns it but before the held submission is replayed", () => {
    const form = element({ name: "form", tagName: "FORM" });
    script.submit(event(form));
    hydrate(form);
    const again = event(form);
    script.submit(again);
    vi.advanceTimersByTime(1_000);
    expect(again.preventDefault).toHaveBeenCalled();
    expect(replays).toEqual(["form:submit"]);
  });

  it("marks a control with data-early-input-replay while its held press is replayed, and only then", () => {
    const heart = element({ name: "heart" });
    const marked: boolean[] = [];
    const click = heart.click;
    heart.click = () => {
      marked.push(heart.attributes.has("data-early-input-replay"));
      click();
    };
    press(heart);
    hydrate(heart);
    vi.advanceTimersByTime(100);
    expect(marked).toEqual([true]);
    expect(heart.attributes.has("data-early-input-replay")).toBe(false);
  });

  it("keeps one press where it was made when it is repeated after another control's", () => {
    const a = element({ name: "a" });
    const b = element({ name: "b" });
    press(a, b, a);
    hydrate(a, b);
    vi.advanceTimersByTime(100);
    expect(replays).toEqual(["a:click", "b:click"]);
  });

  it("submits a form once when its submit button is pressed and Enter then sends it", () => {
    const form = element({ name: "form", tagName: "FORM" });
    const send = element({ name: "send", type: "submit", form });
    press(send);
    script.submit(event(form));
    hydrate(form, send);
    vi.advanceTimersByTime(1_000);
    expect(replays).toEqual(["send:click"]);
  });

  it("drops the press of a control that left the page and replays the next one", () => {
    const gone = element({ name: "gone" });
    const kept = element({ name: "kept" });
    press(gone, kept);
    gone.isConnected = false;
    hydrate(kept);
    vi.advanceTimersByTime(100);
    expect(replays).toEqual(["kept:click"]);
    expect(isBusy(gone)).toBe(false);
  });

  it("gives every press up, clearing every busy mark, once the oldest has waited 10 s", () => {
    const first = element({ name: "first" });
    const second = element({ name: "second" });
    press(first);
    vi.advanceTimersByTime(5_000);
    press(second);
    vi.advanceTimersByTime(5_100);
    expect(isBusy(first) || isBusy(second)).toBe(false);
    hydrate(first, second);
    vi.advanceTimersByTime(1_000);
    expect(replays).toEqual([]);
  });

  it("holds new presses again after giving up", () => {
    press(element({ name: "lost" }));
    vi.advanceTimersByTime(10_100);
    const again = element({ name: "again" });
    press(again);
    expect(isBusy(again)).toBe(true);
    hydrate(again);
    vi.advanceTimersByTime(100);
    expect(replays).toEqual(["again:click"]);
  });
});
