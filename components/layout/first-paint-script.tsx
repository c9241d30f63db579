import { gateBootScript } from "@/lib/passcode";
import { InlineScript } from "./inline-script";

/**
 * Inline <head> script that opens the passcode curtain before first paint for an unlocked browser.
 * Its text is a build-time constant (no user data), so it is safe to inline; its SHA-256 goes into
 * the Content-Security-Policy with the framework's own inline scripts.
 */
export function GateBootScript() {
  const script = gateBootScript(process.env.NEXT_PUBLIC_GATE_KEY ?? "");
  return <InlineScript code={script} />;
}
