"use client";

import { FIGURE_SOURCE_IDS } from "@/lib/facts/figure-sources";
import { useEffect, useRef, useState, type KeyboardEvent } from "react";
import { buttonVariants } from "@/components/ui/button";
import { exchangeRates } from "@/lib/catalogue/exchange-rates";
import {
  AREA_UNITS,
  areaUnitLabels,
  areaUnitNames,
  CURRENCY_CODES,
  currencyNames,
  DEFAULT_AREA_UNIT,
  DEFAULT_CURRENCY,
} from "@/lib/schemas/currencies";
import { AREA_UNIT_PREFERENCE, CURRENCY_PREFERENCE } from "@/lib/currency/display-marks";
import { chooseDisplayPreferences, type DisplayPreferences } from "@/lib/currency/display-preferences";
import { areaUnitSchema, currencyCodeSchema } from "@/lib/schemas/display-preferences";
import { usePreference } from "@/lib/store";
import { DISPLAY_SETTINGS_BUTTON_ID, DISPLAY_SETTINGS_PANEL_ID } from "./display-settings-ids";
import { ChoiceRadios } from "./choice-radios";

// The panel loads on first use, so it may style its button with buttonVariants (no first-load cost).
const doneButton = buttonVariants({ variant: "outline", size: "compact", className: "w-full" });

/**
 * The switch's panel (loaded on first use, display-settings.tsx): a non-modal dialog under the
 * button with the Currency and Area radio groups, the date of the rates, and what a choice does.
 * A choice applies at once to every figure on the page and is remembered in this browser. Focus
 * moves to the chosen currency when it opens; Escape or Done closes it and puts focus back on the
 * button; a click elsewhere or Tab past its end closes it too.
 */
export function DisplaySettingsPanel({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const panelRef = useRef<HTMLDivElement>(null);
  const [storedCurrency] = usePreference(CURRENCY_PREFERENCE, currencyCodeSchema, DEFAULT_CURRENCY);
  const [storedArea] = usePreference(AREA_UNIT_PREFERENCE, areaUnitSchema, DEFAULT_AREA_UNIT);
  // What was chosen when the browser would not store it: the page shows it all the same.
  const [unsaved, setUnsaved] = useState<DisplayPreferences | null>(null);
  const [announcement, setAnnouncement] = useState("");
  const chosen = unsaved ?? { currency: storedCurrency, area: storedArea };

  useEffect(() => {
    if (open) panelRef.current?.querySelector<HTMLInputElement>('input[name="display-currency"]:checked')?.focus();
  }, [open]);

  useEffect(() => {
    if (!open) return;
    const closeOutside = (event: PointerEvent) => {
      const target = event.target as Element | null;
      if (!target?.closest(`#${DISPLAY_SETTINGS_PANEL_ID}, #${DISPLAY_SETTINGS_BUTTON_ID}`)) onOpenChange(false);
    };
    document.addEventListener("pointerdown", closeOutside);
    return () => document.removeEventListener("pointerdown", closeOutside);
  }, [open, onOpenChange]);

  function close() {
    onOpenChange(false);
    document.getElementById(DISPLAY_SETTINGS_BUTTON_ID)?.focus();
  }

  function choose(next: DisplayPreferences, said: string) {
    const result = chooseDisplayPreferences(next);
    setUnsaved(result.ok ? null : next);
    setAnnouncement(
      result.ok ? said : `${said} This browser is not letting the site remember it, so it lasts until you leave or reload the page.`,
    );
  }

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key !== "Escape") return;
    event.stopPropagation();
    close();
  }

  return (
    <div
      ref={panelRef}
      id={DISPLAY_SETTINGS_PANEL_ID}
      role="dialog"
      aria-labelledby="display-settings-title"
      aria-describedby="display-settings-rates"
      hidden={!open}
      onKeyDown={onKeyDown}
      onBlur={(event) => {
        const next = event.relatedTarget as Node | null;
        if (next && !event.currentTarget.contains(next) && next !== document.getElementById(DISPLAY_SETTINGS_BUTTON_ID))
          onOpenChange(false);
      }}
      // On phones it spans the screen under the header (the button sits too near the edge to hang
      // a panel from); from sm up it hangs under the button. Either way it scrolls if the screen is short.
      className="fixed inset-x-5 top-[calc(var(--header-height)+0.5rem)] z-50 max-h-[calc(100dvh-var(--header-height)-1rem)] overflow-y-auto rounded-md border border-border bg-popover p-5 text-popover-foreground shadow-lift animate-fade-in sm:absolute sm:inset-x-auto sm:top-full sm:right-0 sm:mt-2 sm:w-[21rem]"
    >
      <p id="display-settings-title" className="font-display text-2xl leading-tight">
        Currency and units
      </p>
      <p id="display-settings-rates" className="mt-1 text-sm text-muted-foreground">
        Indicative rates of {exchangeRates.date}, approximate market rates of that day.{" "}
        <a href={`/sources/#source-${FIGURE_SOURCE_IDS.exchangeRates[0]}`} className="text-gold-ink underline underline-offset-2">
          Where the rates come from
        </a>
      </p>
      <ChoiceRadios
        legend="Currency"
        name="display-currency"
        columns={2}
        options={CURRENCY_CODES.map((code) => ({ value: code, label: code, hint: currencyNames[code] }))}
        value={chosen.currency}
        onChange={(currency) => choose({ ...chosen, currency }, `Prices in ${currencyNames[currency]} (${currency}).`)}
      />
      <ChoiceRadios
        legend="Area"
        name="display-area"
        columns={2}
        options={AREA_UNITS.map((unit) => ({ value: unit, label: areaUnitLabels[unit], hint: areaUnitNames[unit] }))}
        value={chosen.area}
        onChange={(area) => choose({ ...chosen, area }, `Areas in ${areaUnitNames[area].toLowerCase()}.`)}
      />
      <p className="mt-4 text-xs leading-relaxed text-muted-foreground">
        Converted at a snapshot of rates shipped with the site, not live ones. Offers, contracts and payments stay in each listing&rsquo;s
        own currency, shown beside the converted figure.
      </p>
      <p role="status" className="mt-3 text-sm empty:hidden">
        {announcement}
      </p>
      <button type="button" className={`${doneButton} mt-4`} onClick={close}>
        Done
      </button>
    </div>
  );
}
