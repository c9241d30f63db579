// Screenshots of the currency and area switch, to look at (not a test): the header with the
// switch, its open panel, a /buy card, a property page with its calculators and /compare, in EUR
// and m², at 1440 and 390 px.
// Serves out/ itself on a free port; run after `npm run build`.
//
//   node scripts/screenshots/currency.mjs [--out test-results/screenshots]
import { mkdirSync } from "node:fs";
import path from "node:path";
import { chromium } from "@playwright/test";
import { CHROMIUM_ARGS, findChromium } from "../browser-path.mjs";
import { passcodeBuildEnv } from "../passcode-env.mjs";
import { createStaticServer } from "../serve.mjs";

const outIndex = process.argv.indexOf("--out");
const outDir = outIndex >= 0 ? process.argv[outIndex + 1] : "test-results/screenshots";
mkdirSync(outDir, { recursive: true });

const server = createStaticServer({ dir: "out" });
await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve));
const base = `http://127.0.0.1:${server.address().port}`;
const browser = await chromium.launch({ executablePath: findChromium()?.path, args: CHROMIUM_ARGS });

const gate = { key: passcodeBuildEnv().NEXT_PUBLIC_GATE_KEY };
const widths = { desktop: { width: 1440, height: 900 }, phone: { width: 390, height: 844 } };

try {
  for (const [name, viewport] of Object.entries(widths)) {
    const context = await browser.newContext({ viewport, isMobile: name === "phone", hasTouch: name === "phone" });
    await context.addInitScript((value) => localStorage.setItem("rm:gate", value), JSON.stringify(gate));
    const page = await context.newPage();
    const shot = (file, options = {}) => page.screenshot({ path: path.join(outDir, `${name}-${file}.png`), ...options });

    await page.goto(`${base}/buy/`);
    await shot("header-usd", { clip: { x: 0, y: 0, width: viewport.width, height: 90 } });
    await page.getByRole("button", { name: /^Currency and units/ }).click();
    await page.getByRole("radio", { name: /^EUR/ }).check();
    await page.getByRole("radio", { name: /^m²/ }).check();
    await shot("switch-open");
    await page.keyboard.press("Escape");
    await shot("header-eur", { clip: { x: 0, y: 0, width: viewport.width, height: 90 } });
    const card = page.getByRole("article").filter({ has: page.getByRole("heading", { name: "Aman Miami Beach" }) });
    await card.scrollIntoViewIfNeeded();
    await card.screenshot({ path: path.join(outDir, `${name}-buy-card-eur.png`) });

    await page.goto(`${base}/aman-miami-beach/`);
    await shot("property-eur", { fullPage: false });
    await page
      .getByRole("complementary", { name: "Starting From" })
      .screenshot({ path: path.join(outDir, `${name}-property-summary-eur.png`) });
    for (const section of ["Estimate your monthly cost", "Rental programme: estimate the yield"]) {
      const region = page.getByRole("region", { name: section });
      await region.scrollIntoViewIfNeeded();
      await region.getByRole("table").first().waitFor();
      await region.screenshot({ path: path.join(outDir, `${name}-${section.startsWith("Estimate") ? "estimate" : "yield"}-eur.png`) });
    }

    await page.goto(`${base}/compare/?ids=listing:aman-miami-beach,listing:st-regis-aspen,listing:edition-west-hollywood`);
    await page.getByRole("table").waitFor();
    await shot("compare-eur", { fullPage: true });
    await context.close();
  }
  console.log(`Screenshots in ${outDir}/`);
} finally {
  await browser.close();
  server.close();
}
