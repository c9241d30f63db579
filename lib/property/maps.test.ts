import { describe, expect, it } from "vitest";
import { mapsSearchHref } from "./maps";

describe("mapsSearchHref", () => {
  it("searches Google Maps for the place, encoded", () => {
    const href = mapsSearchHref("W Hotel & Residences Icon Brickell, Brickell, Miami");
    const url = new URL(href);
    expect(url.origin).toBe("https://www.google.com");
    expect(url.pathname).toBe("/maps/search/");
    expect(url.searchParams.get("api")).toBe("1");
    expect(url.searchParams.get("query")).toBe("W Hotel & Residences Icon Brickell, Brickell, Miami");
    expect(href).not.toContain(" & ");
  });

  it("always stays an https link to Google Maps, whatever the text", () => {
    const url = new URL(mapsSearchHref('javascript:alert(1)//"><script>'));
    expect(url.protocol).toBe("https:");
    expect(url.hostname).toBe("www.google.com");
  });
});
