/**
 * The arithmetic of a bar or line chart's value axis, in plain numbers (d3-scale's linear scale
 * and nice ticks, in the few lines a chart here needs). The axis always includes 0, so bars grow
 * from a real baseline and a loss shows below it.
 */

/** Round values (1, 2 or 5 x a power of 10) from below `min` to above `max`, 0 included, about `count` steps apart. */
export function niceTicks(min: number, max: number, count = 4): number[] {
  if (!Number.isFinite(min) || !Number.isFinite(max) || count < 1) throw new RangeError("Ticks need finite bounds and a count");
  const low = Math.min(0, min);
  const high = Math.max(0, max);
  if (low === high) return [0, 1];
  const rough = (high - low) / count;
  const power = 10 ** Math.floor(Math.log10(rough));
  const ratio = rough / power;
  const step = Math.max(1, power * (ratio >= 7.07 ? 10 : ratio >= 3.16 ? 5 : ratio >= 1.41 ? 2 : 1));
  const ticks: number[] = [];
  for (let tick = Math.floor(low / step) * step; tick <= Math.ceil(high / step) * step; tick += step) ticks.push(tick);
  return ticks;
}

/** Maps `domain` onto `range` in a straight line: linearScale([0, 100], [200, 0])(25) is 150. */
export function linearScale([from, to]: readonly [number, number], [start, end]: readonly [number, number]): (value: number) => number {
  const span = to - from;
  if (span === 0) return () => start;
  return (value) => start + ((value - from) / span) * (end - start);
}
