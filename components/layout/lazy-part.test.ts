import { createElement, Suspense, type ComponentType } from "react";
import { prerender } from "react-dom/static";
import { describe, expect, it, vi } from "vitest";
import { lazyInSteps } from "./lazy-in-steps";
import { lazyPart } from "./lazy-part";
import { lazyLayoutPart } from "./lazy-with-fallback";

/** The HTML a lazy part renders once it has settled (prerender waits for every Suspense). */
async function html(Part: ComponentType<{ label: string }>): Promise<string> {
  const { prelude } = await prerender(createElement(Suspense, { fallback: "loading" }, createElement(Part, { label: "Open" })));
  return new Response(prelude).text();
}

const Dialog = ({ label }: { label: string }) => createElement("button", null, label);

function chunkLoadError(): Error {
  return Object.assign(new Error("Failed to load chunk"), { name: "ChunkLoadError" });
}

describe("lazyPart", () => {
  it("renders the picked component once its import works", async () => {
    const load = vi.fn(async () => ({ Dialog }));
    expect(await html(lazyPart(load, (module) => module.Dialog))).toContain("<button>Open</button>");
    expect(load).toHaveBeenCalledOnce();
  });

  it("imports again after a failure, so a dropped chunk recovers without a reload", async () => {
    const load = vi.fn().mockRejectedValueOnce(chunkLoadError()).mockResolvedValue({ Dialog });
    expect(await html(lazyPart(load, (module: { Dialog: typeof Dialog }) => module.Dialog))).toContain("<button>Open</button>");
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("when every retry fails, renders the reload alert in the part's place instead of throwing", async () => {
    const load = vi.fn(async (): Promise<{ Dialog: typeof Dialog }> => Promise.reject(chunkLoadError()));
    const markup = await html(lazyPart(load, (module) => module.Dialog));
    expect(load).toHaveBeenCalledTimes(3);
    expect(markup).toContain('role="alert"');
    expect(markup).toContain("This part of the page could not be loaded.");
    expect(markup).toContain("Reload page");
  });

  it("the reload button needs no client code of its own: the <head> listener handles every data-reload-page", async () => {
    const load = (): Promise<{ Dialog: typeof Dialog }> => Promise.reject(chunkLoadError());
    expect(await html(lazyPart(load, (module) => module.Dialog))).toMatch(
      /<button type="button" data-reload-page="true"[^>]*>Reload page<\/button>/,
    );
  });
});

describe("lazyLayoutPart", () => {
  it("for the layout's own parts: nothing in their place, and the page-level alert's mark on <html>", async () => {
    const marks = new Map<string, string>();
    vi.stubGlobal("document", { documentElement: { setAttribute: marks.set.bind(marks) } });
    try {
      const load = (): Promise<{ Dialog: typeof Dialog }> => Promise.reject(chunkLoadError());
      const markup = await html(lazyLayoutPart(load, (module) => module.Dialog));
      expect(markup).not.toContain("could not be loaded");
      expect(marks.has("data-load-failed")).toBe(true);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it("puts a given stand-in in place of a part the server rendered, so hydration still finds its markup", async () => {
    const marks = new Map<string, string>();
    vi.stubGlobal("document", { documentElement: { setAttribute: marks.set.bind(marks) } });
    try {
      const load = (): Promise<{ Dialog: typeof Dialog }> => Promise.reject(chunkLoadError());
      const StandIn = () => createElement("form", null, "as the server made it");
      const markup = await html(lazyLayoutPart(load, (module) => module.Dialog, StandIn));
      expect(markup).toContain("<form>as the server made it</form>");
      expect(marks.has("data-load-failed")).toBe(true);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it("renders the part when its import works", async () => {
    expect(
      await html(
        lazyLayoutPart(
          async () => ({ Dialog }),
          (module) => module.Dialog,
        ),
      ),
    ).toContain("<button>Open</button>");
  });
});

describe("lazyInSteps", () => {
  it("on the server starts nothing up front: the part is imported only when React renders it", () => {
    const first = vi.fn(async () => undefined);
    const load = vi.fn(async () => ({ Part: () => null }));
    lazyInSteps(first, load, (module) => module.Part);
    expect(first).not.toHaveBeenCalled();
    expect(load).not.toHaveBeenCalled();
  });

  it("in the browser starts both steps as soon as it is declared", async () => {
    vi.stubGlobal("window", {});
    try {
      const first = vi.fn(async () => undefined);
      const load = vi.fn(async () => ({ Part: () => null }));
      lazyInSteps(first, load, (module) => module.Part);
      expect(first).toHaveBeenCalledOnce();
      await vi.waitFor(() => expect(load).toHaveBeenCalledOnce());
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
