import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { ArtImage } from "./art-image";

const html = (props: Parameters<typeof ArtImage>[0]) => renderToStaticMarkup(createElement(ArtImage, props));

describe("ArtImage", () => {
  it("renders a lazy, sized, responsive <img>", () => {
    const out = html({
      src: "/art/listings/aman-miami-beach",
      alt: "A low white pavilion",
      kind: "listing",
      sizes: "50vw",
      className: "w-full",
    });
    expect(out).toContain('src="/art/listings/aman-miami-beach-960.webp"');
    expect(out).toContain(
      'srcSet="/art/listings/aman-miami-beach-480.webp 480w, /art/listings/aman-miami-beach-960.webp 960w, /art/listings/aman-miami-beach-1600.webp 1600w"',
    );
    expect(out).toContain('sizes="50vw"');
    expect(out).toContain('width="1600"');
    expect(out).toContain('height="1200"');
    expect(out).toContain('loading="lazy"');
    expect(out).toContain('decoding="async"');
    expect(out).toContain('alt="A low white pavilion"');
    expect(out).toMatch(/class="bg-muted w-full"/);
    expect(out).not.toContain("fetchPriority");
  });

  it("loads a priority image eagerly at high priority", () => {
    const out = html({ src: "/art/scenes/home-hero", alt: "A tower at dusk", kind: "scene", sizes: "100vw", priority: true });
    expect(out).toContain('fetchPriority="high"');
    expect(out).not.toContain("loading=");
    expect(out).toContain('width="1920"');
    expect(out).toContain('height="1080"');
  });

  it("takes its kind from the folder when none is given", () => {
    const out = html({ src: "/art/properties/st-regis-aspen", alt: "A lodge", sizes: "100vw" });
    expect(out).toContain('height="900"');
  });
});
