import { headScript } from "@/lib/first-paint/head-script";
import { InlineScript } from "./inline-script";

/**
 * The root layout's one inline <head> script, run before the body is parsed: the passcode
 * curtain, the first-paint marks on <html>, the storage probe, early input and the Reload page
 * listener (lib/first-paint/README.md lists every mark it sets, who clears it and what CSS reads
 * it). Its text is a build-time constant (no user data), so it is safe to inline; its SHA-256 goes
 * into the Content-Security-Policy with the framework's own inline scripts.
 */
export function FirstPaintScript() {
  return <InlineScript code={headScript(process.env.NEXT_PUBLIC_GATE_KEY ?? "")} />;
}
