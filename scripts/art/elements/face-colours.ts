import type { Ctx } from "../context";

function lightFromLeft(ctx: Ctx, centre: number): boolean {
  return ctx.sun.x < centre;
}

/** Front and side colours of a mass, given where the light comes from. */
export function faceColours(ctx: Ctx, sideRight: boolean, centre: number, haze: number) {
  const { pal } = ctx;
  const lit = pal.haze(pal.lit(pal.m.wall), haze);
  const shade = pal.haze(pal.shade(pal.m.wallShade), haze);
  const fromLeft = lightFromLeft(ctx, centre);
  const frontLit = sideRight === fromLeft;
  return { front: frontLit ? lit : shade, side: frontLit ? shade : lit, lit, shade };
}
