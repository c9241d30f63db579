import localFont from "next/font/local";

// Fonts ship in the build from @fontsource (no font host is reachable or wanted): Latin subset,
// preloaded by next/font. display "optional": a font that is not there within the first ~100 ms
// is not swapped in later on that page, so text never jumps (CLS 0); the next page has it cached.
// The fallbacks are metric-adjusted by next/font to keep the two as close as possible.
export const inter = localFont({
  src: "../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2",
  variable: "--font-inter",
  weight: "100 900",
  display: "optional",
});

export const cormorant = localFont({
  src: [
    { path: "../node_modules/@fontsource/cormorant-garamond/files/cormorant-garamond-latin-500-normal.woff2", weight: "500", style: "normal" },
    { path: "../node_modules/@fontsource/cormorant-garamond/files/cormorant-garamond-latin-500-italic.woff2", weight: "500", style: "italic" },
  ],
  variable: "--font-cormorant",
  display: "optional",
  adjustFontFallback: "Times New Roman",
});
