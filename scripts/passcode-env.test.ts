import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { DEFAULT_PASSCODE, defaultPasscodeWarning, passcodeBuildEnv, passcodeDigest } from "./passcode-env.mjs";

describe("the build's passcode", () => {
  it("warns that the public default is in use when SITE_PASSCODE is not set", () => {
    for (const env of [{}, { SITE_PASSCODE: "" }, { SITE_PASSCODE: "   " }]) {
      const warning = defaultPasscodeWarning(env);
      expect(warning).toContain("SITE_PASSCODE is not set");
      expect(warning).toContain(`public default passcode "${DEFAULT_PASSCODE}"`);
      expect(warning).toContain('SITE_PASSCODE="your-word" npm run build');
      expect(passcodeBuildEnv(env).NEXT_PUBLIC_PASSCODE_SHA256).toBe(passcodeDigest(DEFAULT_PASSCODE));
    }
  });

  it("says nothing of the kind when SITE_PASSCODE is set", () => {
    expect(defaultPasscodeWarning({ SITE_PASSCODE: "velvet" })).toBeNull();
    expect(passcodeBuildEnv({ SITE_PASSCODE: "velvet" }).NEXT_PUBLIC_PASSCODE_SHA256).toBe(passcodeDigest("velvet"));
  });

  it("is printed before every build: npm run build's prebuild step runs it", () => {
    const run = (env: Record<string, string>) =>
      spawnSync(process.execPath, ["scripts/passcode-env.mjs"], {
        env: { NODE_ENV: "test", PATH: process.env.PATH ?? "", ...env },
        encoding: "utf8",
      });
    const unset = run({});
    expect(unset.status).toBe(0);
    expect(unset.stderr).toContain("WARNING: SITE_PASSCODE is not set");
    const set = run({ SITE_PASSCODE: "velvet" });
    expect(set.stderr).toBe("");
    expect(set.stdout).toContain("from SITE_PASSCODE");
    const scripts = (JSON.parse(readFileSync("package.json", "utf8")) as { scripts: Record<string, string> }).scripts;
    expect(scripts.prebuild).toMatch(/^node scripts\/passcode-env\.mjs && /);
  });
});
