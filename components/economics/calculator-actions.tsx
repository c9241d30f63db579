"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";

/**
 * Under a calculator's inputs: back to the defaults, and the address (which holds the inputs)
 * to the clipboard, with what happened said beside them.
 */
export function CalculatorActions({ what, onReset }: { what: string; onReset: () => void }) {
  const [said, setSaid] = useState("");
  const reset = () => {
    onReset();
    setSaid(`The ${what} is back to its defaults.`);
  };
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(window.location.href);
      setSaid(`Link copied: whoever opens it sees this ${what}.`);
    } catch {
      setSaid(`This browser did not let the page copy the link: copy the address from the address bar instead, it holds this ${what}.`);
    }
  };
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
      <Button type="button" variant="outline" size="compact" onClick={reset}>
        Reset to defaults
      </Button>
      <Button type="button" variant="ghost" size="compact" onClick={() => void copy()}>
        Copy link to this {what}
      </Button>
      <p role="status" className="basis-full text-sm text-muted-foreground empty:hidden">
        {said}
      </p>
    </div>
  );
}
