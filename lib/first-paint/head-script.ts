import { compareTrayMarkScript } from "./compare-tray-mark-script";
import { displayMarksScript } from "./display-marks-script";
import { EARLY_INPUT_SCRIPT } from "./early-input-script";
import { gateScript } from "./gate-script";
import { pendingMarksScript } from "./pending-marks-script";
import { RELOAD_PAGE_SCRIPT } from "./reload-page-script";
import { storageProbeScript } from "./storage-probe-script";

/**
 * The root layout's one inline <head> script, run before the body is parsed (README.md lists
 * every mark it sets). Each part runs in a try block of its own, so one that throws leaves the
 * others to run, as separate scripts would. The order matters twice: the gate opens first, and
 * the Reload page listener is registered before early input's, so it hears a click first.
 * A build-time constant (no user data), hashed into every page's CSP by scripts/csp.mjs.
 */
export function headScriptParts(gateKey: string): string[] {
  return [
    gateScript(gateKey),
    pendingMarksScript(),
    displayMarksScript(),
    storageProbeScript(),
    compareTrayMarkScript(),
    RELOAD_PAGE_SCRIPT,
    EARLY_INPUT_SCRIPT,
  ];
}

export function headScript(gateKey: string): string {
  return headScriptParts(gateKey)
    .map((part) => `try{${part}}catch(e){}`)
    .join("\n");
}
