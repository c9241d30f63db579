"use client";

import { useCallback } from "react";
import { sourcesById } from "@/lib/catalogue/sources";
import { chosenResidenceProperty } from "@/lib/cross-border/chosen-residence";
import { crossBorderParams, parseCrossBorderParams } from "@/lib/cross-border/url/choice-params";
import type { CrossBorderChoice } from "@/lib/schemas/cross-border-choice";
import { purchaseVehicleLabels, taxResidenceLabels, type TaxResidence } from "@/lib/schemas/cross-border-values";
import { UNIT_QUERY_KEY } from "@/lib/economics/url/calculator-query";
import { useUrlState } from "@/lib/url-state/use-url-state";
import { CrossBorderForm } from "./cross-border-form";
import { ResidenceSheet, type SheetResidence } from "./residence-sheet";

const sources = sourcesById;

const residenceWords = (residence: TaxResidence) =>
  residence === "us" ? "the United States (a US person)" : taxResidenceLabels[residence];

const write = (choice: CrossBorderChoice, current: URLSearchParams) => crossBorderParams(choice, current);

// The sheet opens after the page has read its address, so it leaves the page's first-paint mark to the page's own parts.
const leaveMarkAlone = () => undefined;

type CrossBorderSheetsProps = {
  residences: readonly SheetResidence[];
  /** Where the page's cost estimate is (a property page), for the line on the costs of holding. */
  estimateHref?: string;
};

/**
 * The buyer's form and the sheet of each residence for that buyer. The choice lives in the
 * address (?tax-residence=gb&purchase=company), so a reload and a shared link keep it; a value the
 * address holds that is not a choice shows the default and says so.
 */
export function CrossBorderSheets({ residences, estimateHref }: CrossBorderSheetsProps) {
  const { state, params, setState } = useUrlState(parseCrossBorderParams, write, { onAddressRead: leaveMarkAlone });
  const change = useCallback((choice: CrossBorderChoice) => setState(choice), [setState]);
  const several = residences.length > 1;
  return (
    <div>
      <CrossBorderForm choice={state.values} onChange={change} />
      {state.fallbacks.length ? (
        <p role="status" className="mt-3 text-sm text-muted-foreground">
          The link&apos;s {state.fallbacks.map((field) => (field === "residence" ? "tax residence" : "way of buying")).join(" and ")} could
          not be used, so the sheet shows the default.
        </p>
      ) : null}
      <p role="status" className="mt-4 text-sm">
        For a buyer resident in {residenceWords(state.values.residence)}, buying{" "}
        {purchaseVehicleLabels[state.values.vehicle].label.toLowerCase()}.
      </p>
      <div className="mt-6 space-y-12">
        {residences.map((residence) =>
          several ? (
            <section key={residence.id} aria-labelledby={`cross-border-${residence.id}`}>
              <h3 id={`cross-border-${residence.id}`} className="text-2xl">
                {residence.name}
              </h3>
              <ResidenceSheet residence={residence} choice={state.values} sources={sources} groupLevel={4} />
            </section>
          ) : (
            <ResidenceSheet
              key={residence.id}
              residence={
                residence.choices
                  ? { ...residence, ...chosenResidenceProperty(residence.property, residence.choices, params.get(UNIT_QUERY_KEY)) }
                  : residence
              }
              choice={state.values}
              sources={sources}
              groupLevel={3}
              {...(estimateHref ? { estimateHref } : {})}
            />
          ),
        )}
      </div>
    </div>
  );
}
