/**
 * Generates the site's artwork into public/art from the sample data:
 *   npx tsx scripts/art/generate.ts [--force] [--quiet]
 *
 * Incremental: public/art/manifest.json records, per base path, a hash of the
 * SVG drawn, the widths and the encoder settings; an image whose hash matches
 * and whose files exist is skipped. Images no longer in the data are removed.
 */
import { createHash } from "node:crypto";
import { existsSync } from "node:fs";
import { mkdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import { availableParallelism } from "node:os";
import path from "node:path";
import { ART_ASPECT, artKindOf, artSize, artSrc } from "@/lib/art";
import { planAll, type ArtJob } from "./plan";
import { artSources } from "./sources";
import { renderScene } from "./scene";

/** Bump when the encoding changes in a way the SVG hash cannot see. */
const GENERATOR_VERSION = 1;
const QUALITY = 72;
const ROOT = path.resolve(import.meta.dirname, "../..");
const PUBLIC = path.join(ROOT, "public");
const MANIFEST = path.join(PUBLIC, "art", "manifest.json");

interface ManifestEntry {
  kind: string;
  widths: readonly number[];
  aspect: string;
  hash: string;
  description: string;
  scene: { place: string; building: string; time: string };
}
interface Manifest {
  generator: number;
  images: Record<string, ManifestEntry>;
}

async function readManifest(): Promise<Manifest> {
  try {
    const m = JSON.parse(await readFile(MANIFEST, "utf8")) as Manifest;
    if (m && m.generator === GENERATOR_VERSION && m.images && typeof m.images === "object") return m;
  } catch {
    // Missing or unreadable: start afresh.
  }
  return { generator: GENERATOR_VERSION, images: {} };
}

function fileOf(base: string, width: number): string {
  return path.join(PUBLIC, artSrc(base, width));
}

function hashOf(job: ArtJob, svg: string): string {
  return createHash("sha256")
    .update(JSON.stringify({ v: GENERATOR_VERSION, q: QUALITY, widths: job.widths, kind: job.kind }))
    .update(svg)
    .digest("hex")
    .slice(0, 16);
}

async function renderJob(job: ArtJob, svg: string): Promise<void> {
  const { default: sharp } = await import("sharp");
  const input = Buffer.from(svg);
  await mkdir(path.dirname(fileOf(job.base, job.widths[0] ?? 0)), { recursive: true });
  for (const width of job.widths) {
    const { height } = artSize(job.kind, width);
    const out = fileOf(job.base, width);
    const tmp = `${out}.${process.pid}.tmp`;
    try {
      await sharp(input, { density: (72 * width) / job.spec.width })
        .resize(width, height, { fit: "fill" })
        .webp({ quality: QUALITY, effort: 4 })
        .toFile(tmp);
      await rename(tmp, out);
    } finally {
      // public/ is served as is: never leave a half-written file behind.
      await rm(tmp, { force: true });
    }
  }
}

async function pool<T>(items: readonly T[], size: number, run: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const workers = Array.from({ length: Math.min(size, items.length) }, async () => {
    while (next < items.length) {
      const item = items[next++] as T;
      await run(item);
    }
  });
  await Promise.all(workers);
}

async function main(): Promise<void> {
  const started = performance.now();
  const force = process.argv.includes("--force");
  const quiet = process.argv.includes("--quiet");
  const { jobs, warnings } = planAll(artSources());
  for (const w of warnings) console.warn(`art: ${w}`);
  const old = await readManifest();
  const next: Manifest = { generator: GENERATOR_VERSION, images: {} };
  const pending: { job: ArtJob; svg: string }[] = [];

  for (const job of jobs) {
    const svg = renderScene(job.spec);
    const hash = hashOf(job, svg);
    const [aw, ah] = ART_ASPECT[job.kind];
    next.images[job.base] = {
      kind: job.kind,
      widths: job.widths,
      aspect: `${aw}:${ah}`,
      hash,
      description: job.description,
      scene: { place: job.spec.place, building: job.spec.building, time: job.spec.time },
    };
    const fresh = old.images[job.base]?.hash === hash && job.widths.every((w) => existsSync(fileOf(job.base, w)));
    if (force || !fresh) pending.push({ job, svg });
  }

  // Drop images that no record uses any more.
  const stale = Object.entries(old.images).filter(([base]) => !next.images[base]);
  for (const [base, entry] of stale) {
    if (!artKindOf(base) || !Array.isArray(entry.widths)) continue;
    for (const w of entry.widths) if (Number.isInteger(w)) await rm(fileOf(base, w), { force: true });
  }

  // Encoding is the slow part; sharp runs it on libuv threads, so a small pool keeps the cores busy.
  const threads = Math.max(1, Math.min(4, availableParallelism()));
  let done = 0;
  await pool(pending, threads, async ({ job, svg }) => {
    await renderJob(job, svg);
    done++;
    if (!quiet && process.stdout.isTTY) process.stdout.write(`\rart: ${done}/${pending.length} ${job.base}`.padEnd(80));
  });
  if (pending.length && !quiet && process.stdout.isTTY) process.stdout.write("\n");

  await mkdir(path.dirname(MANIFEST), { recursive: true });
  const sorted: Manifest = {
    generator: GENERATOR_VERSION,
    images: Object.fromEntries(Object.entries(next.images).sort(([a], [b]) => a.localeCompare(b))),
  };
  const text = `${JSON.stringify(sorted, null, 2)}\n`;
  const previous = existsSync(MANIFEST) ? await readFile(MANIFEST, "utf8") : "";
  if (text !== previous) await writeFile(MANIFEST, text);

  const files = pending.reduce((sum, t) => sum + t.job.widths.length, 0);
  const ms = Math.round(performance.now() - started);
  console.log(`art: ${jobs.length} images, ${pending.length} rendered (${files} files), ${stale.length} removed, ${ms} ms`);
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? (err.stack ?? err.message) : err);
  process.exitCode = 1;
});
