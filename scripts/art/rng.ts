/**
 * Seeded randomness for the art generator: a 32-bit string hash (cyrb53, folded)
 * feeding mulberry32. Same seed, same sequence, on every machine.
 */

export function hashString(input: string): number {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < input.length; i++) {
    const ch = input.charCodeAt(i);
    h1 = Math.imul(h1 ^ ch, 2654435761);
    h2 = Math.imul(h2 ^ ch, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (h1 ^ h2) >>> 0;
}

export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export class Rng {
  private readonly next01: () => number;

  constructor(private readonly seed: string) {
    this.next01 = mulberry32(hashString(seed));
  }

  /** An independent stream for one layer, so adding a layer never reshuffles the others. */
  fork(label: string): Rng {
    return new Rng(`${this.seed}/${label}`);
  }

  next(): number {
    return this.next01();
  }

  range(min: number, max: number): number {
    return min + (max - min) * this.next01();
  }

  /** Integer in [min, max], both ends included. */
  int(min: number, max: number): number {
    return Math.floor(this.range(min, max + 1 - 1e-9));
  }

  chance(p: number): boolean {
    return this.next01() < p;
  }

  sign(): 1 | -1 {
    return this.next01() < 0.5 ? -1 : 1;
  }

  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new Error("Rng.pick: empty list");
    return items[Math.min(items.length - 1, Math.floor(this.next01() * items.length))] as T;
  }

  weighted<T>(entries: readonly (readonly [T, number])[]): T {
    const total = entries.reduce((sum, [, w]) => sum + w, 0);
    let r = this.next01() * total;
    for (const [value, w] of entries) {
      r -= w;
      if (r < 0) return value;
    }
    const last = entries[entries.length - 1];
    if (!last) throw new Error("Rng.weighted: empty list");
    return last[0];
  }
}
