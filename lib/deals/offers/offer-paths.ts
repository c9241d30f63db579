import type { DealSide } from "@/lib/schemas/offer-thread";

// Apart from offer-view.ts so the make-offer form, which links the offer it saved, loads only this.

/** `/offers/?id=…`, with `&as=seller` (or `&as=buyer`) when a side is chosen. */
export function offerPath(id: string, side?: DealSide): string {
  return `/offers/?id=${encodeURIComponent(id)}${side ? `&as=${side}` : ""}`;
}

/** `/offers/` as one side: the list of offers made, or of offers to answer. */
export function offersPath(side?: DealSide): string {
  return side ? `/offers/?as=${side}` : "/offers/";
}
