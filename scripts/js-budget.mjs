// The first-load JavaScript budget, checked against the export in out/ (no browser, no Lighthouse):
// a step of `npm test` right after the build, so a route that grows past its budget in
// bench/budget.json fails CI. Prints the same table as `npm run bench`; exits 1 when a route is
// over budget or loads a script that is not in out/, or when out/ holds no page.
//
//   node scripts/js-budget.mjs [--dir out]
import { existsSync, readFileSync } from "node:fs";
import { formatFirstLoadJsReport, measureFirstLoadJs } from "./bench/first-load-js.mjs";

const args = process.argv.slice(2);
const dirIndex = args.indexOf("--dir");
const outDir = dirIndex >= 0 ? (args[dirIndex + 1] ?? "out") : "out";

if (!existsSync(outDir)) {
  console.error(`No ${outDir}/ to measure: run \`npm run build\` first.`);
  process.exit(1);
}
const budget = JSON.parse(readFileSync("bench/budget.json", "utf8"));
const rows = measureFirstLoadJs(outDir, budget);
console.log(formatFirstLoadJsReport(rows, budget, outDir));
const over = rows.filter((row) => !row.ok);
if (!rows.length || over.length) {
  console.error(
    rows.length
      ? `\nFirst-load JS over budget (bench/budget.json): ${over.map((row) => row.route).join(", ")}`
      : `\nNo pages found in ${outDir}/.`,
  );
  process.exit(1);
}
console.log(`\nFirst-load JS: all ${rows.length} routes within budget (bench/budget.json).`);
