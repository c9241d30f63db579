// Playwright runs the e2e specs against the static export in out/, served by our own plain static
// server (scripts/serve.mjs) on its own port, in the Chromium that scripts/browser-path.mjs finds
// (Debian's package here: Playwright cannot download its own browser on these machines).
//
// Every spec runs on "desktop"; a test also runs on "phone" when its title or tags contain
// "@phone", e.g. test("menu opens @phone", ...) or test("menu opens", { tag: "@phone" }, ...), and
// only on "phone" with "@phone-only" (the phone menu, the phone layout). Tag a test @phone only where
// the phone changes what it checks (layout, menu, touch); e2e/smoke.spec.ts passes every route on
// the phone. Both depend on "accounts" (e2e/accounts.setup.ts), which saves the sign-ins that
// specs start from (e2e/helpers/signed-in.ts).
import { execFileSync } from "node:child_process";
import { defineConfig, devices } from "@playwright/test";

// E2E_PORT lets several checkouts run their suites side by side.
const PORT = Number(process.env.E2E_PORT ?? 4174);
const isCI = !!process.env.CI;
// Playwright loads this file as CommonJS and cannot require() an .mjs module (its transpiler turns
// it into CommonJS, which Node then refuses to run as an ES module), so the shared resolver
// answers from a child process. `npm test` and `npm run test:e2e` run ensure-browser.mjs first.
// Every worker loads this file again: the answer travels to them in the environment they inherit.
process.env.E2E_BROWSER_JSON ??= execFileSync(process.execPath, ["scripts/browser-path.mjs", "--json"], { encoding: "utf8" });
const browser: { path: string; args: string[] } = JSON.parse(process.env.E2E_BROWSER_JSON);

const desktop = { ...devices["Desktop Chrome"], viewport: { width: 1440, height: 900 } };

export default defineConfig({
  testDir: "./e2e",
  // Specs only: the unit tests of the e2e helpers (e2e/helpers/**/*.test.ts) are Vitest's.
  testMatch: "**/*.spec.ts",
  fullyParallel: true,
  forbidOnly: isCI,
  workers: 2,
  retries: isCI ? 1 : 0,
  // A sub-folder, because Playwright empties its outputDir on start and test-results/ also holds
  // the Vitest and Playwright JSON reports that scripts/test-all.mjs counts.
  outputDir: "test-results/playwright",
  // Load the project's .mjs helpers (e.g. scripts/passcode-env.mjs, imported by e2e/helpers/fixtures.ts)
  // natively: Playwright's transpiler would rewrite them into CommonJS that Node cannot run.
  build: { external: ["**/scripts/*.mjs"] },
  reporter: [["list"], ["json", { outputFile: "test-results/playwright.json" }]],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    // An empty path lets Playwright fall back to its own browser and explain what is missing.
    launchOptions: { executablePath: browser.path || undefined, args: browser.args },
    // A trace only when a failed test runs again (CI retries once): recording one for every test
    // (DOM snapshots and a screencast at each action) cost about a quarter of the suite's time.
    // Locally, `npx playwright test <spec> --trace on` records one.
    trace: "on-first-retry",
  },
  projects: [
    {
      name: "accounts",
      testMatch: /accounts\.setup\.ts$/,
      use: desktop,
    },
    {
      name: "desktop",
      dependencies: ["accounts"],
      grepInvert: /@phone-only/,
      use: desktop,
    },
    {
      name: "phone",
      dependencies: ["accounts"],
      grep: /@phone/,
      use: {
        ...devices["Pixel 7"],
        viewport: { width: 390, height: 844 },
        screen: { width: 390, height: 844 },
        isMobile: true,
        hasTouch: true,
      },
    },
  ],
  webServer: {
    command: `node scripts/serve.mjs --port ${PORT}`,
    url: `http://127.0.0.1:${PORT}/`,
    reuseExistingServer: !isCI,
    timeout: 30_000,
    stdout: "pipe",
  },
});
