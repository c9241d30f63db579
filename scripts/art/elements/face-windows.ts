import type { TowerSpec } from "./tower-spec";
import type { Windows } from "./windows";

/** Windows over one rectangular face, in the tower's pattern. */
export function faceWindows(
  win: Windows,
  f: { x: number; y: number; w: number; h: number },
  t: Pick<TowerSpec, "pattern" | "floorH">,
  cols: number,
  topLimit?: (x: number) => number,
): void {
  const mx = Math.max(f.w * 0.1, t.floorH * 0.3);
  const topM = t.floorH * 0.9;
  const botM = t.floorH * 1.8;
  const rows = Math.floor((f.h - topM - botM) / t.floorH);
  const cellW = (f.w - 2 * mx) / cols;
  for (let r = 0; r < rows; r++) {
    const y = f.y + topM + r * t.floorH;
    if (t.pattern === "ribbon") {
      const bandH = t.floorH * 0.48;
      for (let c = 0; c < cols; c++) {
        const x = f.x + mx * 0.5 + c * ((f.w - mx) / cols);
        const w = (f.w - mx) / cols + 0.5;
        if (topLimit && y < topLimit(x + w / 2)) continue;
        win.add(x, y, w, bandH);
      }
    } else {
      const tall = t.pattern === "vertical";
      const ww = cellW * (tall ? 0.42 : 0.58);
      const wh = t.floorH * (tall ? 0.86 : 0.55);
      for (let c = 0; c < cols; c++) {
        const x = f.x + mx + c * cellW + (cellW - ww) / 2;
        if (topLimit && y < topLimit(x + ww / 2)) continue;
        win.add(x, y, ww, wh);
      }
    }
  }
}
