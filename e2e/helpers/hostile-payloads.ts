// The payloads of the hostile-input specs (see hostile-input.ts): script and markup, a
// javascript: URL, RTL / zero-width / emoji text, and a very long text.

export const SCRIPT = "<script>window.__pwned=1</script>";
export const IMG = `<img src=x onerror="window.__pwned=1">`;
export const SVG = `"><svg onload=window.__pwned=1>`;
export const JS_URL = "javascript:window.__pwned=1";
/** Right-to-left override, zero-width space and joiner, an emoji family, Hebrew and Arabic. */
export const MIXED = "\u202Eevil.exe\u200B\u200D 🏨👩‍👩‍👧‍👦 שלום مرحبا";
export const LONG = "A".repeat(10_000);

/** The payloads a form accepts (each well under every text limit). */
const PAYLOADS = [
  ["a script tag", SCRIPT],
  ["an img onerror", IMG],
  ["an svg onload breaking out of an attribute", SVG],
  ["a javascript: URL", JS_URL],
  ["RTL, zero-width and emoji text", MIXED],
] as const;
export const HOSTILE = [...PAYLOADS, ["10,000 characters", LONG]] as const;
