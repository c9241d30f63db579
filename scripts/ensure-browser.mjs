// Make sure a Chromium exists for Playwright and Lighthouse, installing one if we can.
// Runs before `playwright test` (npm run test:e2e, npm test) so a fresh machine either gets a
// browser or fails with one sentence saying what to install, instead of a long Playwright trace.
//
// Order: an existing browser (see browser-path.mjs) -> Debian's chromium via apt (as root) ->
// `npx playwright install chromium` (works only where Playwright's download host is reachable).
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { DEBIAN_CHROMIUM, findChromium } from "./browser-path.mjs";

function run(command, args) {
  console.log(`$ ${command} ${args.join(" ")}`);
  const result = spawnSync(command, args, {
    stdio: "inherit",
    env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
  });
  return result.status === 0;
}

function report(found) {
  // `--version` proves the binary starts (Debian's wrapper prints a harmless dev-shm warning).
  const version = spawnSync(found.path, ["--version"], { encoding: "utf8" });
  const line = (version.stdout || "").trim().split("\n").pop() || "version unknown";
  console.log(`Chromium: ${found.path} (${found.source}; ${line})`);
}

function find() {
  try {
    return findChromium();
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  }
}

let found = find();

const isDebian = existsSync("/etc/debian_version");
const isRoot = typeof process.getuid === "function" && process.getuid() === 0;

if (!found && isDebian && isRoot) {
  console.log("No Chromium found: installing Debian's chromium and fonts-liberation with apt-get.");
  if (run("apt-get", ["update"]) && run("apt-get", ["install", "-y", "chromium", "fonts-liberation"])) {
    found = find();
  }
}

if (!found) {
  console.log("Trying Playwright's own download: npx playwright install chromium");
  if (run("npx", ["--no-install", "playwright", "install", "chromium"])) found = find();
}

if (!found) {
  console.error(
    `No Chromium found: install Debian's "chromium" and "fonts-liberation" packages (apt-get install -y chromium fonts-liberation, giving ${DEBIAN_CHROMIUM}) or set PLAYWRIGHT_CHROMIUM_PATH to a Chromium binary.`,
  );
  process.exit(1);
}

report(found);
