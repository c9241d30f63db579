import { afterEach, describe, expect, it, vi } from "vitest";
import { awaitUrlReader, urlReadBy } from "./url-read-gate";

function stubDocument() {
  const removeAttribute = vi.fn();
  vi.stubGlobal("document", { documentElement: { removeAttribute } });
  return removeAttribute;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("the calculators' first-paint gate", () => {
  it("clears the address mark only once every calculator on the page has read the address", () => {
    const removeAttribute = stubDocument();
    awaitUrlReader("estimate");
    awaitUrlReader("yield");
    urlReadBy("estimate");
    expect(removeAttribute).not.toHaveBeenCalled();
    urlReadBy("yield");
    expect(removeAttribute).toHaveBeenCalledWith("data-pending-url");
  });

  it("counts a calculator once however often its loader renders", () => {
    const removeAttribute = stubDocument();
    awaitUrlReader("estimate");
    awaitUrlReader("estimate");
    urlReadBy("estimate");
    expect(removeAttribute).toHaveBeenCalledOnce();
  });
});
