import { runInNewContext } from "node:vm";
import { describe, expect, it, vi } from "vitest";
import { RELOAD_PAGE_SCRIPT } from "./reload-page-script";

/** Runs the <head> script; returns the click listener it registered and the page's reload. */
function install() {
  const listeners: { handler: (event: unknown) => void; capture: unknown }[] = [];
  const reload = vi.fn();
  runInNewContext(RELOAD_PAGE_SCRIPT, {
    addEventListener: (type: string, handler: (event: unknown) => void, capture: unknown) => {
      if (type === "click") listeners.push({ handler, capture });
    },
    location: { reload },
  });
  return { listeners, reload };
}

function click(target: unknown) {
  return { target, preventDefault: vi.fn(), stopPropagation: vi.fn() };
}

describe("the Reload page buttons' <head> listener", () => {
  it("listens for clicks on window in the capture phase, ahead of the early-input hold", () => {
    const { listeners } = install();
    expect(listeners).toHaveLength(1);
    expect(listeners[0]?.capture).toBe(true);
  });

  it("reloads the page for a click on (or inside) a data-reload-page button, and for nothing else", () => {
    const { listeners, reload } = install();
    const handler = listeners[0]!.handler;
    const button = { closest: (selector: string) => (selector === "[data-reload-page]" ? {} : null) };
    const event = click(button);
    handler(event);
    expect(reload).toHaveBeenCalledOnce();
    expect(event.stopPropagation).toHaveBeenCalled();
    handler(click({ closest: () => null }));
    handler(click(null));
    handler(click({}));
    expect(reload).toHaveBeenCalledOnce();
  });
});
