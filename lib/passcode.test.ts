import { createHash } from "node:crypto";
import { describe, expect, it, vi } from "vitest";
import { checkPasscode, sha256Hex } from "./passcode";

const digestOf = (text: string) => createHash("sha256").update(text).digest("hex");

describe("sha256Hex", () => {
  it("matches Node's SHA-256 for the same text", async () => {
    expect(await sha256Hex("residences")).toBe(digestOf("residences"));
  });

  it("returns null where Web Crypto is missing", async () => {
    vi.stubGlobal("crypto", undefined);
    try {
      expect(await sha256Hex("residences")).toBeNull();
    } finally {
      vi.unstubAllGlobals();
    }
  });
});

describe("checkPasscode", () => {
  const expected = digestOf("residences");

  it("grants the right passcode in any letter case and with stray spaces", async () => {
    expect(await checkPasscode("residences", expected)).toBe("granted");
    expect(await checkPasscode("ReSiDeNcEs", expected)).toBe("granted");
    expect(await checkPasscode("  RESIDENCES ", expected)).toBe("granted");
  });

  it("denies a wrong or empty passcode", async () => {
    expect(await checkPasscode("residence", expected)).toBe("denied");
    expect(await checkPasscode("", expected)).toBe("denied");
  });

  it("denies everything when no digest was built in", async () => {
    expect(await checkPasscode("", "")).toBe("denied");
  });

  it("fails closed without Web Crypto", async () => {
    vi.stubGlobal("crypto", undefined);
    try {
      expect(await checkPasscode("residences", expected)).toBe("unsupported");
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
