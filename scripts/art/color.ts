/**
 * Colour maths in OKLab, so mixes and hue shifts stay even to the eye
 * (no muddy midpoints between teal and coral).
 */

type Lab = [number, number, number];

function parseHex(hex: string): [number, number, number] {
  const m = /^#?([0-9a-f]{6})$/i.exec(hex.trim());
  if (!m || !m[1]) throw new Error(`Not a #rrggbb colour: ${hex}`);
  const v = parseInt(m[1], 16);
  return [(v >> 16) & 255, (v >> 8) & 255, v & 255];
}

const toLinear = (c: number) => {
  const s = c / 255;
  return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
};
const fromLinear = (c: number) => {
  const s = c <= 0.0031308 ? 12.92 * c : 1.055 * c ** (1 / 2.4) - 0.055;
  return Math.round(Math.min(1, Math.max(0, s)) * 255);
};

export function toOklab(hex: string): Lab {
  const [r8, g8, b8] = parseHex(hex);
  const r = toLinear(r8);
  const g = toLinear(g8);
  const b = toLinear(b8);
  const l = Math.cbrt(0.4122214708 * r + 0.5363325363 * g + 0.0514459929 * b);
  const m = Math.cbrt(0.2119034982 * r + 0.6806995451 * g + 0.1073969566 * b);
  const s = Math.cbrt(0.0883024619 * r + 0.2817188376 * g + 0.6299787005 * b);
  return [
    0.2104542553 * l + 0.793617785 * m - 0.0040720468 * s,
    1.9779984951 * l - 2.428592205 * m + 0.4505937099 * s,
    0.0259040371 * l + 0.7827717662 * m - 0.808675766 * s,
  ];
}

export function fromOklab([L, a, b]: Lab): string {
  const l = (L + 0.3963377774 * a + 0.2158037573 * b) ** 3;
  const m = (L - 0.1055613458 * a - 0.0638541728 * b) ** 3;
  const s = (L - 0.0894841775 * a - 1.291485548 * b) ** 3;
  const r = fromLinear(4.0767416621 * l - 3.3077115913 * m + 0.2309699292 * s);
  const g = fromLinear(-1.2684380046 * l + 2.6097574011 * m - 0.3413193965 * s);
  const bl = fromLinear(-0.0041960863 * l - 0.7034186147 * m + 1.707614701 * s);
  return `#${((1 << 24) | (r << 16) | (g << 8) | bl).toString(16).slice(1)}`;
}

/** Mix two colours; t = 0 gives a, t = 1 gives b. */
export function mix(a: string, b: string, t: number): string {
  if (t <= 0) return normalise(a);
  if (t >= 1) return normalise(b);
  const x = toOklab(a);
  const y = toOklab(b);
  return fromOklab([x[0] + (y[0] - x[0]) * t, x[1] + (y[1] - x[1]) * t, x[2] + (y[2] - x[2]) * t]);
}

function normalise(hex: string): string {
  const [r, g, b] = parseHex(hex);
  return `#${((1 << 24) | (r << 16) | (g << 8) | b).toString(16).slice(1)}`;
}

/** Rotate hue (degrees), nudge lightness (OKLab L, 0..1) and scale chroma. */
export function adjust(hex: string, hueDeg: number, dL = 0, chroma = 1): string {
  const [L, a, b] = toOklab(hex);
  const c = Math.hypot(a, b) * chroma;
  const h = Math.atan2(b, a) + (hueDeg * Math.PI) / 180;
  return fromOklab([Math.min(1, Math.max(0, L + dL)), c * Math.cos(h), c * Math.sin(h)]);
}

export function lightness(hex: string): number {
  return toOklab(hex)[0];
}

/** Colour at t (0..1) along evenly spaced stops. */
export function gradientAt(stops: readonly string[], t: number): string {
  const first = stops[0];
  if (!first) throw new Error("gradientAt: no stops");
  if (stops.length === 1) return normalise(first);
  const x = Math.min(1, Math.max(0, t)) * (stops.length - 1);
  const i = Math.min(stops.length - 2, Math.floor(x));
  return mix(stops[i] as string, stops[i + 1] as string, x - i);
}
