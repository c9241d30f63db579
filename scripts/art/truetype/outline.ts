import { n } from "../svg";
import type { GlyphPoint } from "./glyphs";

/** Contours in font units as an SVG path (quadratic curves), each point mapped through `tx`. */
export function contoursToPath(contours: GlyphPoint[][], tx: (x: number, y: number) => [number, number]): string {
  let d = "";
  for (const c of contours) {
    if (c.length === 0) continue;
    // Start on an on-curve point (or the midpoint of two off-curve points).
    const firstOn = c.findIndex((q) => q.on);
    const pts = firstOn >= 0 ? [...c.slice(firstOn), ...c.slice(0, firstOn)] : c;
    const p0 = pts[0] as GlyphPoint;
    const last = pts[pts.length - 1] as GlyphPoint;
    const start = p0.on ? p0 : { x: (p0.x + last.x) / 2, y: (p0.y + last.y) / 2, on: true };
    const [sx, sy] = tx(start.x, start.y);
    d += `M${n(sx)} ${n(sy)}`;
    const seq = p0.on ? pts.slice(1) : pts;
    let ctrl: { x: number; y: number } | null = null;
    for (const q of [...seq, start]) {
      if (q.on) {
        const [x, y] = tx(q.x, q.y);
        if (ctrl) {
          const [cx, cy] = tx(ctrl.x, ctrl.y);
          d += `Q${n(cx)} ${n(cy)} ${n(x)} ${n(y)}`;
        } else d += `L${n(x)} ${n(y)}`;
        ctrl = null;
      } else {
        if (ctrl) {
          const mx = (ctrl.x + q.x) / 2;
          const my = (ctrl.y + q.y) / 2;
          const [cx, cy] = tx(ctrl.x, ctrl.y);
          const [x, y] = tx(mx, my);
          d += `Q${n(cx)} ${n(cy)} ${n(x)} ${n(y)}`;
        }
        ctrl = q;
      }
    }
    d += "Z";
  }
  return d;
}
