import { mix } from "../color";
import type { Ctx, Footprint } from "../context";
import type { Rng } from "../rng";
import { group, poly, rect } from "../svg";
import { faceColours } from "./towers";
import { Windows } from "./windows";

/** A terraced mid-rise: bright balcony slabs over bands of glass, a rooftop pergola. */
export function lowRise(
  ctx: Ctx,
  rng: Rng,
  opts: { floors?: readonly [number, number]; lodge?: boolean } = {},
): { svg: string; fp: Footprint } {
  const { W, H, pal } = ctx;
  const [fMin, fMax] = opts.floors ?? [3, 6];
  const floors = rng.int(fMin, fMax);
  const fh = H * rng.range(0.03, 0.04);
  const w = Math.min(H * rng.range(0.5, 0.8), W * 0.62);
  const d = w * rng.range(0.06, 0.12);
  const h = floors * fh;
  const sideRight = rng.chance(0.5);
  const x = ctx.focusX - (w + d) / 2;
  const base = ctx.ground;
  const col = faceColours(ctx, sideRight, ctx.focusX, 0);
  const fx = sideRight ? x : x + d;
  const sx = sideRight ? x + w : x;
  const out: string[] = [];
  let top = base - h;

  if (!opts.lodge && rng.chance(0.55)) {
    // A taller block behind, to one side.
    const bw = w * rng.range(0.28, 0.4);
    const bh = h * rng.range(1.4, 1.9);
    const bx = rng.chance(0.5) ? fx + w * rng.range(0.02, 0.12) : fx + w - bw - w * rng.range(0.02, 0.12);
    const back = faceColours(ctx, sideRight, ctx.focusX, 0.12);
    const bwin = new Windows(ctx, rng.fork("back"));
    out.push(rect(bx, base - bh, bw, bh, back.front));
    for (let y = base - bh + fh * 0.5; y < base - h - fh * 0.3; y += fh) {
      for (let c = 0; c < 4; c++) bwin.add(bx + bw * 0.08 + (c * bw * 0.84) / 4 + bw * 0.02, y, (bw * 0.84) / 4 - bw * 0.04, fh * 0.5);
    }
    out.push(bwin.flush());
    top = Math.min(top, base - bh);
  }

  const win = new Windows(ctx, rng);
  out.push(rect(sx, base - h, d, h + 1, col.side), rect(fx, base - h, w, h + 1, col.front));
  const cols = rng.int(5, 9);
  const slab = mix(col.lit, "#ffffff", 0.3);
  const slabs: string[] = [];
  for (let i = 0; i < floors; i++) {
    const y = base - (i + 1) * fh;
    const panelW = (w * 0.94) / cols;
    for (let c = 0; c < cols; c++) {
      const px = fx + w * 0.03 + c * panelW;
      if (i === 0) win.lit(px + panelW * 0.04, y + fh * 0.18, panelW * 0.92, fh * 0.72);
      else win.add(px + panelW * 0.04, y + fh * 0.18, panelW * 0.92, fh * 0.62);
    }
    const sideCols = Math.max(1, Math.round((cols * d) / w));
    for (let c = 0; c < sideCols; c++) {
      win.add(sx + d * 0.12 + (c * d * 0.76) / sideCols, y + fh * 0.2, (d * 0.76) / sideCols - d * 0.06, fh * 0.55);
    }
    if (i > 0) slabs.push(rect(fx - w * 0.012, y + fh * 0.84, w * 1.024, fh * 0.13));
  }
  out.push(win.flush());
  out.push(group(slabs, { fill: slab }));
  out.push(rect(fx - w * 0.015, base - h - fh * 0.12, w * 1.03, fh * 0.16, slab));
  if (opts.lodge) {
    // A mountain lodge: a shallow gable over the block, heavy with snow.
    const e = w * 0.04;
    const rh = Math.min(h * rng.range(0.5, 0.7), w * 0.16);
    const y0 = base - h - fh * 0.1;
    const ridge: [number, number] = [fx + w / 2, y0 - rh];
    const t = fh * 0.45;
    out.push(
      poly(
        [
          [fx, base - h + 1],
          [fx, y0 + t],
          [ridge[0], ridge[1] + t],
          [fx + w, y0 + t],
          [fx + w, base - h + 1],
        ],
        col.front,
      ),
    );
    out.push(
      poly(
        [[fx - e, y0 + t * 0.3], ridge, [fx + w + e, y0 + t * 0.3], [fx + w + e, y0 + t], [ridge[0], ridge[1] + t], [fx - e, y0 + t]],
        pal.flat(pal.m.roof),
      ),
    );
    const snowTop: [number, number][] = [
      [fx - e * 1.2, y0 + t * 0.3],
      ridge,
      [fx + w + e * 1.2, y0 + t * 0.3],
      [fx + w + e * 1.2, y0 - t * 0.25],
      [ridge[0], ridge[1] - t * 0.9],
      [fx - e * 1.2, y0 - t * 0.25],
    ];
    out.push(poly(snowTop, pal.snow));
    const fromLeft = ctx.sun.x < ctx.focusX;
    out.push(
      poly(
        fromLeft
          ? [ridge, snowTop[2] as [number, number], snowTop[3] as [number, number], snowTop[4] as [number, number]]
          : [ridge, snowTop[0] as [number, number], snowTop[5] as [number, number], snowTop[4] as [number, number]],
        pal.snowShade,
      ),
    );
    top = Math.min(top, ridge[1] - t);
  } else if (rng.chance(0.6)) {
    // Rooftop pergola.
    const pw = w * rng.range(0.25, 0.45);
    const px = fx + (rng.chance(0.5) ? w * 0.08 : w * 0.92 - pw);
    const ph = fh * 0.7;
    const posts: string[] = [];
    const beams = rng.int(3, 6);
    for (let i = 0; i <= beams; i++) posts.push(rect(px + (pw * i) / beams, base - h - ph, Math.max(1.5 * ctx.px, w * 0.006), ph));
    posts.push(rect(px, base - h - ph, pw + w * 0.006, fh * 0.1));
    out.push(group(posts, { fill: col.side }));
    top = Math.min(top, base - h - ph);
  }
  return { svg: group(out), fp: { x0: x, x1: x + w + d, top } };
}

/** A Mediterranean villa: a hipped terracotta roof, two wings, arched French windows. */
export function villa(ctx: Ctx, rng: Rng): { svg: string; fp: Footprint } {
  const { H, pal } = ctx;
  const cw = H * rng.range(0.3, 0.4);
  const ch = H * rng.range(0.1, 0.13);
  const roofH = ch * rng.range(0.32, 0.45);
  const e = cw * 0.05;
  const x = ctx.focusX - cw / 2;
  const base = ctx.ground;
  const top = base - ch;
  const wall = pal.lit(pal.m.wall);
  const wingWall = mix(wall, pal.shade(pal.m.wallShade), 0.3);
  const roof = pal.lit(pal.m.roof);
  const roofShade = pal.shade(pal.m.roofShade);
  const eaveShadow = pal.shade(pal.m.wallShade);
  const out: string[] = [];
  const win = new Windows(ctx, rng, 1.2);

  const wings = rng.pick(["both", "left", "right"] as const);
  const ww = cw * rng.range(0.45, 0.62);
  const wh = ch * rng.range(0.58, 0.7);
  const wr = wh * 0.42;
  const wingXs: number[] = [];
  if (wings !== "right") wingXs.push(x - ww + e);
  if (wings !== "left") wingXs.push(x + cw - e);
  for (const wx of wingXs) {
    const wt = base - wh;
    out.push(rect(wx, wt, ww, wh + 1, wingWall));
    out.push(
      poly(
        [
          [wx - e * 0.6, wt],
          [wx + ww + e * 0.6, wt],
          [wx + ww * 0.82, wt - wr],
          [wx + ww * 0.18, wt - wr],
        ],
        roofShade,
      ),
    );
    out.push(rect(wx, wt, ww, wh * 0.08, eaveShadow, { "fill-opacity": 0.6 }));
    const doors = rng.int(2, 3);
    const dw = ww * 0.14;
    for (let i = 0; i < doors; i++) {
      const dx = wx + (ww * (i + 0.5)) / doors - dw / 2;
      win.add(dx, wt + wh * 0.3, dw, wh * 0.7, win.p * 0.8, "arch");
    }
  }

  out.push(rect(x, top, cw, ch + 1, wall));
  // Hipped roof: the front slope lit, a darker band of tiles along the ridge.
  out.push(
    poly(
      [
        [x - e, top],
        [x + cw + e, top],
        [x + cw * 0.8, top - roofH],
        [x + cw * 0.2, top - roofH],
      ],
      roof,
    ),
  );
  const tiles: string[] = [];
  for (let i = 1; i < 4; i++) {
    const t = i / 4;
    const y = top - roofH * t;
    const inset = (cw * 0.2 + e) * t;
    tiles.push(rect(x - e + inset, y, cw + 2 * e - 2 * inset, roofH * 0.05));
  }
  out.push(group(tiles, { fill: roofShade, "fill-opacity": 0.45 }));
  out.push(rect(x, top, cw, ch * 0.07, eaveShadow, { "fill-opacity": 0.6 }));
  if (rng.chance(0.5)) {
    const cx = x + cw * rng.range(0.3, 0.7);
    out.push(rect(cx, top - roofH * 1.25, cw * 0.05, roofH * 0.9, wingWall));
  }
  const bays = rng.pick([3, 5] as const);
  const bw = cw / (bays + 1);
  for (let i = 0; i < bays; i++) {
    const bx = x + bw * (i + 1) - bw * 0.2;
    const upW = bw * 0.38;
    win.add(bx, top + ch * 0.16, upW, ch * 0.22);
    const isDoor = i === (bays - 1) / 2;
    const aw = isDoor ? bw * 0.5 : upW;
    const ax = isDoor ? bx - (aw - upW) / 2 : bx;
    if (isDoor) win.lit(ax, top + ch * 0.5, aw, ch * 0.5, "arch");
    else win.add(ax, top + ch * 0.54, aw, ch * 0.38, win.p, "arch");
  }
  const svg = group(out) + win.flush();
  const fp: Footprint = {
    x0: Math.min(x, ...wingXs),
    x1: Math.max(x + cw, ...wingXs.map((v) => v + ww)),
    top: top - roofH,
  };
  return { svg, fp };
}

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
