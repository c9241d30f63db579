import { createElement, Suspense, type ComponentType } from "react";
import { prerender } from "react-dom/static";
import { describe, expect, it, vi } from "vitest";
import { lazyWhenNear } from "./lazy-when-near";

/** The HTML a part renders on the server (prerender waits for every Suspense). */
async function html(Part: ComponentType<{ label: string }>): Promise<string> {
  const { prelude } = await prerender(createElement(Suspense, { fallback: "loading" }, createElement(Part, { label: "Estimate" })));
  return new Response(prelude).text();
}

const Calculator = ({ label }: { label: string }) => createElement("form", { "aria-label": label });

describe("lazyWhenNear", () => {
  it("renders the part straight away on the server, so the page's HTML holds it", async () => {
    const load = vi.fn(async () => ({ Calculator }));
    const { Part } = lazyWhenNear(load, (module) => module.Calculator);
    expect(await html(Part)).toContain('<form aria-label="Estimate"></form>');
    expect(load).toHaveBeenCalledOnce();
  });

  it("when every retry fails, renders the reload alert in the part's place and says so to onFailed", async () => {
    const failed = vi.fn();
    const load = vi.fn(async (): Promise<{ Calculator: typeof Calculator }> => Promise.reject(new Error("Failed to load chunk")));
    const { Part } = lazyWhenNear(load, (module) => module.Calculator, failed);
    const markup = await html(Part);
    expect(markup).toContain("This part of the page could not be loaded.");
    expect(failed).toHaveBeenCalledOnce();
  });
});
