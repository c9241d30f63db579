/** Tiny SVG string helpers: one decimal place is plenty at poster scale. */

export function n(x: number): string {
  const r = Math.round(x * 10) / 10;
  return Object.is(r, -0) ? "0" : String(r);
}

type Attrs = Record<string, string | number | undefined>;

function attrs(a: Attrs | undefined): string {
  if (!a) return "";
  let out = "";
  for (const [k, v] of Object.entries(a)) {
    if (v === undefined) continue;
    out += ` ${k}="${typeof v === "number" ? n(v) : v}"`;
  }
  return out;
}

export function rect(x: number, y: number, w: number, h: number, fill?: string, extra?: Attrs): string {
  return `<rect x="${n(x)}" y="${n(y)}" width="${n(Math.max(0, w))}" height="${n(Math.max(0, h))}"${attrs({ fill, ...extra })}/>`;
}

export function circle(cx: number, cy: number, r: number, fill?: string, extra?: Attrs): string {
  return `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}"${attrs({ fill, ...extra })}/>`;
}

export function path(d: string, fill?: string, extra?: Attrs): string {
  return `<path d="${d}"${attrs({ fill, ...extra })}/>`;
}

export function poly(points: readonly (readonly [number, number])[], fill?: string, extra?: Attrs): string {
  return path(`M${points.map(([x, y]) => `${n(x)} ${n(y)}`).join("L")}Z`, fill, extra);
}

export function group(children: readonly string[], extra?: Attrs): string {
  if (children.length === 0) return "";
  return `<g${attrs(extra)}>${children.join("")}</g>`;
}

export type Pt = readonly [number, number];

/** A smooth path through points (Catmull-Rom turned into cubic Béziers). */
export function smoothThrough(points: readonly Pt[], tension = 1): string {
  const p = points;
  if (p.length < 2) return "";
  const first = p[0] as Pt;
  let d = `M${n(first[0])} ${n(first[1])}`;
  for (let i = 0; i < p.length - 1; i++) {
    const p0 = (p[i - 1] ?? p[i]) as Pt;
    const p1 = p[i] as Pt;
    const p2 = p[i + 1] as Pt;
    const p3 = (p[i + 2] ?? p2) as Pt;
    const c1x = p1[0] + ((p2[0] - p0[0]) / 6) * tension;
    const c1y = p1[1] + ((p2[1] - p0[1]) / 6) * tension;
    const c2x = p2[0] - ((p3[0] - p1[0]) / 6) * tension;
    const c2y = p2[1] - ((p3[1] - p1[1]) / 6) * tension;
    d += `C${n(c1x)} ${n(c1y)} ${n(c2x)} ${n(c2y)} ${n(p2[0])} ${n(p2[1])}`;
  }
  return d;
}
