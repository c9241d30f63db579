import { formatArea, formatAreaRange } from "@/lib/area";
import { AREA_UNITS } from "@/lib/schemas/currencies";
import type { NumberRange } from "@/lib/format";
import type { AreaUnit } from "@/lib/schemas/display-preferences";
import { copiesMarkup } from "./copies-markup";
import { FigureCopies } from "./figure-copies";

/**
 * A figure written in square feet and in square metres; CSS shows the one the <html data-area>
 * mark names (app/globals.css), from the first paint.
 */
function InEachUnit({ write }: { write: (unit: AreaUnit) => string }) {
  return <FigureCopies markup={copiesMarkup("area", AREA_UNITS, (unit) => [write(unit)])} />;
}

/** An area in the unit chosen in the header: "2,400 sq ft" or "223 m²". */
export function Area({ sqft }: { sqft: number }) {
  return <InEachUnit write={(unit) => formatArea(sqft, unit)} />;
}

/** A range of areas in the unit chosen in the header: "2,400–4,200 sq ft" or "223–390 m²". */
export function AreaRange({ range }: { range: NumberRange }) {
  return <InEachUnit write={(unit) => formatAreaRange(range, unit)} />;
}
