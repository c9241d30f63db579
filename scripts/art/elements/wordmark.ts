import type { Ctx } from "../context";
import { setText, wordmarkFont } from "../font";
import { lightness } from "../color";
import { path, rect } from "../svg";

/** Brand colours from the site's palette: ink and ivory for type, champagne gold for the rule. */
const INK = "#15130f";
const IVORY = "#faf7f2";
const GOLD = "#c9a96e";
const GOLD_INK = "#7a5a26";

/** The top of the frame kept clear for the wordmark (fraction of height). */
export const WORDMARK_ZONE = 0.34;

/** A brand name in spaced capitals across the upper sky, with a short gold rule beneath. */
export function wordmark(ctx: Ctx, text: string): string {
  const { W, H, pal } = ctx;
  const font = wordmarkFont();
  const caps = text.toUpperCase();
  const tracking = 0.24;
  let cap = H * 0.062;
  const maxW = W * 0.72;
  const probe = setText(font, caps, 0, 0, cap, tracking);
  if (probe.width > maxW) cap *= maxW / probe.width;
  const baseline = H * 0.17 + cap / 2;
  // Ink on a light sky, ivory on a dark one.
  const skyAtText = pal.sky[1] ?? pal.horizon;
  const dark = lightness(skyAtText) < 0.62;
  const set = setText(font, caps, W / 2, baseline, cap, tracking);
  const ruleW = Math.max(W * 0.05, Math.min(set.width * 0.16, W * 0.09));
  const ruleH = Math.max(1.5 * ctx.px, H * 0.0022);
  return (
    path(set.d, dark ? IVORY : INK, { "fill-opacity": dark ? 0.94 : 0.86 }) +
    rect(W / 2 - ruleW / 2, baseline + cap * 0.75, ruleW, ruleH, dark ? GOLD : GOLD_INK)
  );
}
