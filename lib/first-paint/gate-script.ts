import { GATE_STORAGE_KEY } from "@/lib/passcode";

/**
 * Opens the passcode curtain (`<html data-gate="open">`) before the body is parsed for a browser
 * unlocked for this build's passcode, so an unlocked visitor never sees the gate flash and a
 * locked one never sees the content. `gateKey` is NEXT_PUBLIC_GATE_KEY (lib/passcode.ts).
 */
export function gateScript(gateKey: string): string {
  const key = JSON.stringify(GATE_STORAGE_KEY);
  const expected = JSON.stringify(gateKey);
  return `(function(){try{var g=JSON.parse(localStorage.getItem(${key})||"null");if(g&&g.key===${expected})document.documentElement.setAttribute("data-gate","open")}catch(e){}})();`;
}
