import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { fingerprintGroups, hexOf, sha256Hex } from "./fingerprint";

describe("a file's fingerprint", () => {
  it("is the SHA-256 of its bytes in lower-case hex", async () => {
    const bytes = new TextEncoder().encode("abc");
    expect(await sha256Hex(bytes)).toBe("ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad");
    expect(await sha256Hex(bytes)).toBe(createHash("sha256").update(bytes).digest("hex"));
  });

  it("reads out in sixteen upper-case groups of four", () => {
    const grouped = fingerprintGroups("ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad");
    expect(grouped).toMatch(/^BA78 16BF 8F01 CFEA (?:[0-9A-F]{4} ){11}15AD$/);
    expect(fingerprintGroups("abc")).toBe("ABC");
    expect(hexOf(new Uint8Array([0, 15, 255]))).toBe("000fff");
  });
});
