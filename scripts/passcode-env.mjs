// Build-time passcode handling: only a SHA-256 digest of the lower-cased passcode ships,
// plus a short "gate key" derived from it that marks a browser as unlocked for this passcode.
//
//   node scripts/passcode-env.mjs   (run before every build: warns when the public default is in use)
import { createHash } from "node:crypto";
import { fileURLToPath } from "node:url";

export const DEFAULT_PASSCODE = "goldenkey";

export function passcodeDigest(passcode) {
  return createHash("sha256").update(passcode.trim().toLowerCase(), "utf8").digest("hex");
}

export function gateKey(digest) {
  return createHash("sha256").update(`gate:${digest}`, "utf8").digest("hex").slice(0, 16);
}

/** @param {Record<string, string | undefined>} env */
function passcodeIsSet(env) {
  return Boolean(env.SITE_PASSCODE && env.SITE_PASSCODE.trim());
}

/** @param {Record<string, string | undefined>} [env] */
export function passcodeBuildEnv(env = process.env) {
  const passcode = passcodeIsSet(env) ? env.SITE_PASSCODE : DEFAULT_PASSCODE;
  const digest = passcodeDigest(passcode);
  return { NEXT_PUBLIC_PASSCODE_SHA256: digest, NEXT_PUBLIC_GATE_KEY: gateKey(digest) };
}

/**
 * What the build says about its passcode: a warning when SITE_PASSCODE is not set, else null.
 * @param {Record<string, string | undefined>} [env]
 */
export function defaultPasscodeWarning(env = process.env) {
  if (passcodeIsSet(env)) return null;
  return [
    `WARNING: SITE_PASSCODE is not set, so this build uses the public default passcode "${DEFAULT_PASSCODE}".`,
    "It is written in the README: anyone can unlock this build's passcode screen.",
    'For a preview you share, build with your own word: SITE_PASSCODE="your-word" npm run build',
  ].join("\n");
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const warning = defaultPasscodeWarning();
  if (warning) console.warn(`\n${warning}\n`);
  else console.log("passcode: from SITE_PASSCODE (only its digest ships in the build)");
}
