/**
 * Previews for art direction.
 *   Contact sheet, one row per place (day, golden hour, dusk, night):
 *     npx tsx scripts/art/preview.ts [out.png] [place|all] [seedPrefix] [--wide]
 *   One scene at full size:
 *     npx tsx scripts/art/preview.ts --one out.png place building time seed [width height]
 */
import sharp from "sharp";
import { renderScene } from "./scene";
import { BUILDINGS, PLACES, TIMES, type Building, type Place, type SceneSpec } from "./types";

const SUITED: Record<Place, readonly Building[]> = {
  "miami-beach": ["tower", "low-rise", "curved-tower", "twin-towers"],
  brickell: ["tower", "twin-towers", "curved-tower", "skyline"],
  "downtown-miami": ["skyline", "curved-tower", "tower", "twin-towers"],
  aspen: ["chalet", "low-rise", "chalet", "low-rise"],
  "beverly-hills": ["villa", "low-rise", "villa", "low-rise"],
  "west-hollywood": ["low-rise", "tower", "villa", "low-rise"],
  dubai: ["curved-tower", "tower", "skyline", "low-rise"],
  default: ["low-rise", "villa", "tower", "low-rise"],
};

async function one(args: string[]) {
  const [out = "/tmp/art-one.png", place = "default", building = "tower", time = "dusk", seed = "one", w = "1600", h = "1200"] = args;
  const spec = { seed, place, building, time, width: Number(w), height: Number(h) } as SceneSpec;
  const svg = renderScene(spec);
  await sharp(Buffer.from(svg)).png().toFile(out);
  console.log(out, `${svg.length} bytes of SVG`);
}

async function main() {
  if (process.argv[2] === "--one") return one(process.argv.slice(3));
  const out = process.argv[2] ?? "/tmp/art-sheet.png";
  const only = process.argv[3] ?? "all";
  const prefix = process.argv[4] ?? "preview";
  const wide = process.argv.includes("--wide");
  const places = only === "all" ? PLACES : PLACES.filter((p) => p === only);
  const tw = wide ? 480 : 400;
  const th = wide ? 270 : 300;
  const specs: SceneSpec[] = [];
  for (const place of places) {
    TIMES.forEach((time, i) => {
      const building = SUITED[place][i] ?? BUILDINGS[0];
      specs.push({ seed: `${prefix}-${place}-${i}`, place, building, time, width: wide ? 1920 : 1600, height: wide ? 1080 : 1200 });
    });
  }
  const tiles = await Promise.all(
    specs.map(async (spec, i) => ({
      input: await sharp(Buffer.from(renderScene(spec)), { density: (72 * tw) / spec.width })
        .resize(tw, th)
        .png()
        .toBuffer(),
      left: (i % 4) * (tw + 8),
      top: Math.floor(i / 4) * (th + 8),
    })),
  );
  const rows = Math.ceil(specs.length / 4);
  await sharp({ create: { width: 4 * (tw + 8) - 8, height: rows * (th + 8) - 8, channels: 3, background: "#faf7f2" } })
    .composite(tiles)
    .png()
    .toFile(out);
  console.log(out);
}

void main();
