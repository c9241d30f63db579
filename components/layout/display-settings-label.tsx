import { AREA_UNITS, areaUnitLabels, CURRENCY_CODES } from "@/lib/schemas/currencies";

/**
 * What the header's switch says: "USD · sq ft", or the visitor's choice. Rendered for every choice
 * and shown by CSS on the <html> marks (like Money), so it is right from the first paint and costs
 * the header no JavaScript. Its accessible name holds what it shows: "Currency and units: EUR · m²".
 */
export function DisplaySettingsLabel() {
  return (
    <>
      <span className="sr-only">Currency and units: </span>
      {CURRENCY_CODES.map((code) => (
        <span key={code} data-in-currency={code}>
          {code}
        </span>
      ))}
      <span className="text-muted-foreground">·</span>
      {AREA_UNITS.map((unit) => (
        <span key={unit} data-in-area={unit}>
          {areaUnitLabels[unit]}
        </span>
      ))}
    </>
  );
}
