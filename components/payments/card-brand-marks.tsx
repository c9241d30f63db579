import { cardBrands, supportedBrands, type CardBrand, type SupportedCardBrand } from "@/lib/schemas/card-brands";
import { cn } from "@/lib/utils";

/*
 * Typographic card marks: each brand's name set in type on a small card shape, drawn as inline SVG.
 * No logos are copied and nothing is fetched from a payment provider. The detected brand stands
 * out and the others fade (the GOV.UK pattern); the sentence beside them says which was detected.
 */

const marks: Record<SupportedCardBrand, { text: string; style: React.SVGProps<SVGTextElement> }> = {
  visa: { text: "VISA", style: { fontStyle: "italic", fontWeight: 800, letterSpacing: "0.5" } },
  mastercard: { text: "mastercard", style: { fontWeight: 600, fontSize: 8.5 } },
  amex: { text: "AMEX", style: { fontWeight: 700, letterSpacing: "1.5" } },
  discover: { text: "DISCOVER", style: { fontWeight: 600, fontSize: 8, letterSpacing: "0.6" } },
};

export function CardBrandMark({ brand, className }: { brand: SupportedCardBrand; className?: string }) {
  const mark = marks[brand];
  return (
    <svg viewBox="0 0 56 36" role="img" aria-label={cardBrands[brand].name} className={cn("h-7 w-auto", className)} focusable="false">
      <rect x="0.5" y="0.5" width="55" height="35" rx="4" className="fill-card stroke-muted-foreground/60" />
      <text x="28" y="22.5" textAnchor="middle" className="fill-foreground font-sans" fontSize={11} {...mark.style}>
        {mark.text}
      </text>
    </svg>
  );
}

/** The four accepted brands in a row; when one is detected, the others fade. */
export function CardBrandMarks({ detected, id }: { detected: CardBrand | null; id?: string }) {
  return (
    <div className="flex items-center gap-1.5" id={id}>
      <ul className="flex gap-1.5" aria-label="Cards accepted">
        {supportedBrands.map((brand) => (
          <li
            key={brand}
            data-brand={brand}
            data-active={detected === brand}
            className={cn(
              "rounded-[5px] transition-opacity duration-200 motion-reduce:transition-none",
              detected && detected !== brand && "opacity-30",
              detected === brand && "ring-2 ring-gold ring-offset-1 ring-offset-popover",
            )}
          >
            <CardBrandMark brand={brand} />
          </li>
        ))}
      </ul>
    </div>
  );
}
