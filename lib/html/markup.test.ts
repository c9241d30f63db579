import { describe, expect, it } from "vitest";
import { element, escapeHtml, markupOf } from "./markup";

describe("markup", () => {
  it("escapes text and attribute values", () => {
    expect(escapeHtml(`<b a="1">'x' & y</b>`)).toBe("&lt;b a=&quot;1&quot;&gt;&#39;x&#39; &amp; y&lt;/b&gt;");
    expect(element("span", { "data-x": `"><script>`, hidden: undefined }, ["a<b"]).html).toBe(
      '<span data-x="&quot;&gt;&lt;script&gt;">a&lt;b</span>',
    );
  });

  it("nests elements without escaping them twice", () => {
    const inner = element("span", { class: "sr-only" }, ["converted from "]);
    expect(markupOf(["≈ €1 ", inner, "USD 1"])).toBe('≈ €1 <span class="sr-only">converted from </span>USD 1');
  });
});
