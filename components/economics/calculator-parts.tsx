"use client";

import { useState } from "react";
import { Area } from "@/components/currency/area";
import { Money } from "@/components/currency/money";
import { Button } from "@/components/ui/button";
import { InfoIcon } from "@/components/ui/icons/info";
import type { EstimateResidence } from "@/lib/economics/view-models";

/* The small parts both calculators share, around their inputs and figures. */

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

export type AddressFallback = { input: string; accepted: string };

/**
 * Says which values of the link could not be used (malformed, hostile or out of range) and so
 * show their defaults, each with what the input accepts. Nothing when every value was used.
 */
export function AddressFallbacks({ fallbacks }: { fallbacks: readonly AddressFallback[] }) {
  if (!fallbacks.length) return null;
  return (
    <div role="status" className="flex gap-3 rounded-md border border-gold bg-ivory-deep px-4 py-3 text-sm leading-relaxed">
      <InfoIcon className="mt-0.5 size-5 text-gold-ink" />
      <div>
        <p className="font-medium">Some values in this link could not be used, so these show their defaults:</p>
        <ul className="mt-1 list-disc pl-5">
          {fallbacks.map((fallback) => (
            <li key={fallback.input}>
              {fallback.input}: {fallback.accepted}.
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}

/** "$8,500,000 and 2,400 sq ft": the residence a calculator is for, in the chosen currency and unit. */
export function PriceAndArea({ residence }: { residence: EstimateResidence }) {
  return (
    <>
      <span className="tabular">
        <Money amount={residence.priceCents} original="inline" />
      </span>{" "}
      and{" "}
      <span className="tabular">
        <Area sqft={residence.sqft} />
      </span>
    </>
  );
}
