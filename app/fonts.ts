import localFont from "next/font/local";

// Fonts ship in the build from @fontsource (no font host is reachable or wanted). The two that
// are preloaded are cut down to the Latin glyphs, features and weights the site uses
// (scripts/fonts/subset.py writes app/font-files/). display "optional": a
// font that is not there within the first ~100 ms is not swapped in later on that page, so text
// never jumps (CLS 0); the next page has it cached.
// The fallbacks are metric-adjusted by next/font to keep the two as close as possible.
export const inter = localFont({
  src: "./font-files/inter-latin-wght-400-700.woff2",
  variable: "--font-inter",
  weight: "400 700",
  display: "optional",
});

export const cormorant = localFont({
  src: "./font-files/cormorant-garamond-latin-500-normal.woff2",
  weight: "500",
  style: "normal",
  variable: "--font-cormorant",
  display: "optional",
  adjustFontFallback: "Times New Roman",
});

// The italic (taglines, quotes, signatures) is a family of its own so that it is not preloaded:
// few pages show it near the top, and its download competed with the first view's image and text
// (Lighthouse LCP). globals.css gives `.font-display.italic` this family.
export const cormorantItalic = localFont({
  src: "../node_modules/@fontsource/cormorant-garamond/files/cormorant-garamond-latin-500-italic.woff2",
  weight: "500",
  style: "italic",
  variable: "--font-cormorant-italic",
  display: "optional",
  preload: false,
  adjustFontFallback: "Times New Roman",
});

/** The class names that define the font variables, for the <html> element. */
export const fontVariables = `${inter.variable} ${cormorant.variable} ${cormorantItalic.variable}`;
