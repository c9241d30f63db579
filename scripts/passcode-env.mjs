// Build-time passcode handling: only a SHA-256 digest of the lower-cased passcode ships,
// plus a short "gate key" derived from it that marks a browser as unlocked for this passcode.
import { createHash } from "node:crypto";

export const DEFAULT_PASSCODE = "goldenkey";

export function passcodeDigest(passcode) {
  return createHash("sha256").update(passcode.trim().toLowerCase(), "utf8").digest("hex");
}

export function gateKey(digest) {
  return createHash("sha256").update(`gate:${digest}`, "utf8").digest("hex").slice(0, 16);
}

export function passcodeBuildEnv(env = process.env) {
  const passcode = env.SITE_PASSCODE && env.SITE_PASSCODE.trim() ? env.SITE_PASSCODE : DEFAULT_PASSCODE;
  const digest = passcodeDigest(passcode);
  return { NEXT_PUBLIC_PASSCODE_SHA256: digest, NEXT_PUBLIC_GATE_KEY: gateKey(digest) };
}
