import { Area } from "@/components/currency/area";
import { Money } from "@/components/currency/money";
import type { EstimateResidence } from "@/lib/economics/residence-choice";

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
