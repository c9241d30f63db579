import { afterEach, describe, expect, it, vi } from "vitest";
import { awaitPendingReader, pendingMarkRead } from "./use-pending-mark";

/** A page whose <html> carries `marks`, and an element for each id in `ids`; what was scrolled to. */
function stubPage({ marks = ["data-pending-url"], hash = "", ids = [] as string[] } = {}) {
  const set = new Set(marks);
  const removeAttribute = vi.fn((name: string) => void set.delete(name));
  const scrolled: string[] = [];
  const byId = (id: string) => (ids.includes(id) ? { scrollIntoView: () => scrolled.push(id) } : null);
  vi.stubGlobal("document", {
    documentElement: { hasAttribute: (name: string) => set.has(name), removeAttribute },
    getElementById: byId,
  });
  vi.stubGlobal("location", { hash });
  return { removeAttribute, scrolled, marks: set };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("clearing a first-paint mark", () => {
  it("clears the mark of the one part that reads its fact", () => {
    const page = stubPage({ marks: ["data-pending-session", "data-pending-url"] });
    pendingMarkRead("session");
    expect([...page.marks]).toEqual(["data-pending-url"]);
  });

  it("scrolls to the address's #fragment once the part that hid it shows", () => {
    const page = stubPage({ hash: "#list-yours", ids: ["list-yours"] });
    pendingMarkRead("url");
    expect(page.scrolled).toEqual(["list-yours"]);
  });

  it("leaves the scroll alone when the mark was already cleared, or for a fact that is not the address", () => {
    const cleared = stubPage({ marks: [], hash: "#list-yours", ids: ["list-yours"] });
    pendingMarkRead("url");
    expect(cleared.scrolled).toEqual([]);
    const draft = stubPage({ marks: ["data-pending-draft"], hash: "#list-yours", ids: ["list-yours"] });
    pendingMarkRead("draft");
    expect(draft.scrolled).toEqual([]);
  });
});

describe("a mark read by several parts (the property page's calculators)", () => {
  it("clears the address mark only once every calculator on the page has read the address", () => {
    const { removeAttribute } = stubPage();
    awaitPendingReader("url", "estimate");
    awaitPendingReader("url", "yield");
    pendingMarkRead("url", "estimate");
    expect(removeAttribute).not.toHaveBeenCalled();
    pendingMarkRead("url", "yield");
    expect(removeAttribute).toHaveBeenCalledWith("data-pending-url");
  });

  it("counts a calculator once however often its loader renders", () => {
    const { removeAttribute } = stubPage();
    awaitPendingReader("url", "estimate");
    awaitPendingReader("url", "estimate");
    pendingMarkRead("url", "estimate");
    expect(removeAttribute).toHaveBeenCalledOnce();
  });

  it("scrolls to the #fragment when the last one has read the address", () => {
    const page = stubPage({ hash: "#rental-yield", ids: ["rental-yield"] });
    awaitPendingReader("url", "estimate");
    awaitPendingReader("url", "yield");
    pendingMarkRead("url", "yield");
    expect(page.scrolled).toEqual([]);
    pendingMarkRead("url", "estimate");
    expect(page.scrolled).toEqual(["rental-yield"]);
  });
});
