import { Button } from "@/components/ui/button";
import { inputClasses } from "@/components/ui/field-styles";
import { Label } from "@/components/ui/label";
import { PasscodeFormLoader } from "./passcode-form-loader";

export const PASSCODE_INPUT_ID = "passcode";

/**
 * The private-access curtain shown in front of every route until this browser is unlocked.
 * Rendered on the server, so it is in the HTML before any script runs; only the small form
 * behaviour (`PasscodeForm`) is client code, loaded only while the gate is locked
 * (passcode-form-loader.tsx), and its validation loads on first submit.
 */
export function PasscodeGate() {
  return (
    <div className="dark flex min-h-dvh items-center justify-center bg-background px-6 py-16 text-foreground">
      <main id="gate" className="w-full max-w-sm text-center" aria-labelledby="gate-title">
        <p className="font-display text-3xl tracking-[0.3em] text-gold-light" aria-hidden="true">
          AURUM
        </p>
        <div className="mx-auto my-8 h-px w-16 bg-gold" aria-hidden="true" />
        <h1 id="gate-title" className="text-4xl">
          Private Access
        </h1>
        <p className="mt-3 text-muted-foreground">Enter passcode to continue</p>
        <PasscodeFormLoader inputId={PASSCODE_INPUT_ID}>
          <div className="space-y-2">
            <Label htmlFor={PASSCODE_INPUT_ID}>Passcode</Label>
            {/* Uncontrolled and server-rendered (no client code for it on every page). No name attribute:
                a submit before the page is interactive never puts the passcode in a URL. */}
            <input
              id={PASSCODE_INPUT_ID}
              type="password"
              autoComplete="current-password"
              autoFocus
              data-slot="input"
              className={inputClasses()}
            />
          </div>
          <Button type="submit" variant="gold" className="w-full">
            Enter
          </Button>
        </PasscodeFormLoader>
      </main>
    </div>
  );
}
