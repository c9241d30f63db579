import { useId, type ReactNode } from "react";
import type { MonthlyCostKey } from "@/lib/economics/maths/ownership-cost";

/**
 * How each series of the calculators' charts is drawn, from the site's palette: a fill and, on
 * every other series, a texture (stripes or dots), so neighbours differ by more than colour. The
 * tables beside the charts show the same swatch by each line's name.
 */
export type SeriesLook = { fill: string; texture?: { kind: "stripes" | "dots"; ink: string } };

export const costLooks: Record<MonthlyCostKey, SeriesLook> = {
  mortgage: { fill: "var(--ink)" },
  propertyTax: { fill: "var(--gold-ink)", texture: { kind: "stripes", ink: "var(--ivory)" } },
  serviceCharge: { fill: "var(--gold)" },
  brandFee: { fill: "var(--stone)", texture: { kind: "dots", ink: "var(--ivory)" } },
  insurance: { fill: "var(--success)" },
  ffeReserve: { fill: "var(--input)", texture: { kind: "stripes", ink: "var(--ink)" } },
};

export const netIncomeLook: SeriesLook = { fill: "var(--gold-ink)" };
export const lossLook: SeriesLook = { fill: "var(--destructive)", texture: { kind: "stripes", ink: "var(--ivory)" } };

/** The texture of a look as an SVG pattern with `id`; nothing for a plain fill. */
export function TextureDef({ id, look }: { id: string; look: SeriesLook }) {
  if (!look.texture) return null;
  const { kind, ink } = look.texture;
  return (
    <pattern id={id} width="6" height="6" patternUnits="userSpaceOnUse" patternTransform={kind === "stripes" ? "rotate(45)" : undefined}>
      {kind === "stripes" ? (
        <rect width="2" height="6" fill={ink} opacity="0.6" />
      ) : (
        <circle cx="3" cy="3" r="1.2" fill={ink} opacity="0.75" />
      )}
    </pattern>
  );
}

/** A shape drawn in a look: its fill, then its texture over it (`textureId`, from a TextureDef). */
export function LookShape({ look, textureId, children }: { look: SeriesLook; textureId: string; children: (fill: string) => ReactNode }) {
  return (
    <>
      {children(look.fill)}
      {look.texture ? children(`url(#${textureId})`) : null}
    </>
  );
}

/** The small square beside a line's name in a table or legend: the series' fill and texture. */
export function Swatch({ look }: { look: SeriesLook }) {
  const id = useId();
  return (
    <svg aria-hidden="true" viewBox="0 0 12 12" className="inline-block size-3.5 shrink-0 rounded-[2px]">
      <defs>
        <TextureDef id={id} look={look} />
      </defs>
      <LookShape look={look} textureId={id}>
        {(fill) => <rect width="12" height="12" fill={fill} />}
      </LookShape>
    </svg>
  );
}
