import { mix } from "../color";
import type { Ctx, Footprint } from "../context";
import type { Rng } from "../rng";
import { group, poly, rect } from "../svg";
import { Windows } from "./windows";

/** A mountain chalet: steep snowy gables, timber walls, a great glowing gable window. */
export function chalet(ctx: Ctx, rng: Rng): { svg: string; fp: Footprint } {
  const { H, pal } = ctx;
  const w = H * rng.range(0.28, 0.36);
  const wallH = H * rng.range(0.075, 0.1);
  const roofH = w * rng.range(0.38, 0.5);
  const x = ctx.focusX - w / 2;
  const base = ctx.ground;
  const fromLeft = ctx.sun.x < ctx.focusX;
  const timber = pal.lit(pal.m.timber);
  const timberShade = pal.shade(pal.m.timberShade);
  const roof = pal.flat(pal.m.roof);
  const snow = pal.snow;
  const snowShade = pal.snowShade;
  const stone = pal.lit(pal.m.stone);
  const out: string[] = [];
  const win = new Windows(ctx, rng, 1.3);

  const gable = (gx: number, gw: number, gwall: number, groof: number, wallFill: string, main: boolean) => {
    const yw = base - gwall;
    const apex: [number, number] = [gx + gw / 2, yw - groof];
    const eave = gw * 0.12;
    const s = groof / (gw / 2);
    const L: [number, number] = [gx - eave, yw + eave * s];
    const R: [number, number] = [gx + gw + eave, yw + eave * s];
    const t = gw * 0.035;
    const ts = gw * 0.05;
    const parts: string[] = [];
    parts.push(rect(gx, yw, gw, gwall + 1, wallFill));
    parts.push(poly([[gx, yw], apex, [gx + gw, yw]], wallFill));
    // Board lines.
    const boards: string[] = [];
    for (let bx = gx + gw * 0.08; bx < gx + gw; bx += gw * 0.08) boards.push(rect(bx, apex[1], gw * 0.006, base - apex[1]));
    const clip = ctx.uid("gable");
    ctx.defs.push(`<clipPath id="${clip}">${poly([[gx, base], [gx, yw], apex, [gx + gw, yw], [gx + gw, base]])}</clipPath>`);
    parts.push(group(boards, { fill: timberShade, "fill-opacity": 0.25, "clip-path": `url(#${clip})` }));
    parts.push(rect(gx, base - gwall * 0.28, gw, gwall * 0.28 + 1, stone));
    if (main) {
      // The great gable window, mullioned.
      const gy = yw - groof * 0.08;
      const gi: [number, number][] = [
        [gx + gw * 0.22, gy],
        [apex[0], apex[1] + groof * 0.34],
        [gx + gw * 0.78, gy],
      ];
      win.lit(gx + gw * 0.22, gy, gw * 0.56, gwall * 0.1);
      parts.push(win.flush());
      const glassFill = ctx.spec.time === "dusk" || ctx.spec.time === "night" ? pal.glow : mix(pal.glass, pal.sky[1] ?? pal.glass, 0.55);
      parts.push(poly(gi, glassFill, ctx.spec.time === "day" || ctx.spec.time === "golden-hour" ? { "fill-opacity": 0.75 } : undefined));
      const mull: string[] = [];
      for (let k = 1; k < 4; k++) mull.push(rect(gx + gw * (0.22 + (0.56 * k) / 4) - gw * 0.006, apex[1], gw * 0.012, gy - apex[1]));
      mull.push(rect(gx + gw * 0.22, yw - groof * 0.08 - (gy - apex[1]) * 0.3, gw * 0.56, gw * 0.01));
      const mclip = ctx.uid("mull");
      ctx.defs.push(`<clipPath id="${mclip}">${poly(gi)}</clipPath>`);
      parts.push(group(mull, { fill: timberShade, "clip-path": `url(#${mclip})` }));
      // Balcony across the gable foot.
      parts.push(rect(gx - gw * 0.04, yw - gwall * 0.02, gw * 1.08, gwall * 0.1, timberShade));
      const posts: string[] = [];
      for (let px = gx; px <= gx + gw; px += gw / 12) posts.push(rect(px, yw - gwall * 0.22, gw * 0.008, gwall * 0.2));
      parts.push(group(posts, { fill: timberShade }));
      parts.push(rect(gx - gw * 0.04, yw - gwall * 0.24, gw * 1.08, gwall * 0.03, timberShade));
      // Ground-floor windows.
      const panes = rng.int(3, 4);
      for (let k = 0; k < panes; k++) {
        const pw = (gw * 0.7) / panes;
        win.add(gx + gw * 0.15 + k * pw + pw * 0.1, yw + gwall * 0.2, pw * 0.8, gwall * 0.45, win.p * 1.2);
      }
    } else {
      const pw = gw * 0.22;
      win.add(gx + gw / 2 - pw / 2, yw - groof * 0.35, pw, groof * 0.3);
      win.add(gx + gw * 0.2, yw + gwall * 0.22, pw, gwall * 0.42);
      win.add(gx + gw * 0.58, yw + gwall * 0.22, pw, gwall * 0.42);
    }
    parts.push(win.flush());
    // Roof: a dark band along both slopes, a thicker cushion of snow on top.
    parts.push(poly([L, apex, R, [R[0], R[1] + t], [apex[0], apex[1] + t * 1.3], [L[0], L[1] + t]], roof));
    const snowCap: [number, number][] = [
      L,
      apex,
      R,
      [R[0] + ts * 0.2, R[1] - ts * 0.7],
      [apex[0], apex[1] - ts],
      [L[0] - ts * 0.2, L[1] - ts * 0.7],
    ];
    parts.push(poly(snowCap, snow));
    const shadeSide: [number, number][] = fromLeft
      ? [apex, R, [R[0] + ts * 0.2, R[1] - ts * 0.7], [apex[0], apex[1] - ts]]
      : [apex, L, [L[0] - ts * 0.2, L[1] - ts * 0.7], [apex[0], apex[1] - ts]];
    parts.push(poly(shadeSide, snowShade));
    return { svg: group(parts), apex, yw };
  };

  const wingRight = rng.chance(0.5);
  const w2 = w * rng.range(0.55, 0.72);
  const x2 = wingRight ? x + w - w2 * 0.15 : x - w2 * 0.85;
  const wing = gable(x2, w2, wallH * rng.range(0.85, 1), w2 * rng.range(0.36, 0.44), timberShade, false);
  const main = gable(x, w, wallH, roofH, timber, true);
  // Chimney on the main roof, capped with snow.
  let chimney = "";
  if (rng.chance(0.75)) {
    const cx = rng.chance(0.5) ? x + w * 0.74 : x + w * 0.2;
    const cw = w * 0.07;
    const roofY = main.yw - roofH * (1 - Math.abs(cx + cw / 2 - (x + w / 2)) / (w / 2));
    const ch = roofH * 0.32;
    chimney =
      rect(cx, roofY - ch, cw, ch + roofH * 0.1, stone) +
      rect(cx - cw * 0.15, roofY - ch - cw * 0.35, cw * 1.3, cw * 0.45, snow, { rx: cw * 0.2 });
  }
  out.push(wing.svg, chimney, main.svg);
  return {
    svg: group(out),
    fp: { x0: Math.min(x, x2) - w * 0.12, x1: Math.max(x + w, x2 + w2) + w * 0.12, top: main.apex[1] },
  };
}
