import { readFileSync, readdirSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { buildContractPdf } from "./contract-pdf";
import { PACKET_REFUSALS, type PacketRefusal } from "./packet-format";
import { readContractPacket } from "./pdf-packet";
import { prescanPdf } from "./pdf-prescan";
import { fullySignedSample } from "@/lib/deals/signing/testing";
import { nodePdfOptions } from "./node-pdf-options";

/** Each crafted file of fixtures/hostile (README.md there says what it attacks) and the refusal it gets. */
const expected: Record<string, { prescan: PacketRefusal | null; refusal: PacketRefusal | PacketRefusal[] }> = {
  "objstm-bomb.pdf": { prescan: "tooComplex", refusal: "tooComplex" },
  "objstm-double-flate.pdf": { prescan: "tooComplex", refusal: "tooComplex" },
  "deep-nesting.pdf": { prescan: "tooComplex", refusal: "tooComplex" },
  "looping-tree.pdf": { prescan: null, refusal: "unreadable" },
  "truncated.pdf": { prescan: null, refusal: ["noContract", "unreadable", "damaged"] },
  "huge-json.pdf": { prescan: null, refusal: "damaged" },
};

const folder = new URL("./fixtures/hostile/", import.meta.url);
const fixture = (name: string) => new Uint8Array(readFileSync(new URL(name, folder)));

describe("the hostile PDFs of fixtures/hostile", () => {
  it("are all listed here, each small", () => {
    const files = readdirSync(folder).filter((name) => name.endsWith(".pdf"));
    expect(files.sort()).toEqual(Object.keys(expected).sort());
    for (const name of files) expect(fixture(name).byteLength, name).toBeLessThan(128 * 1024);
  });

  for (const [name, { prescan, refusal }] of Object.entries(expected)) {
    it(`${name} is refused with a clear reason, quickly`, async () => {
      const started = performance.now();
      expect(await prescanPdf(fixture(name))).toBe(prescan);
      const result = await readContractPacket(fixture(name));
      expect(performance.now() - started).toBeLessThan(3000);
      expect(result.ok).toBe(false);
      if (result.ok) return;
      expect([refusal].flat()).toContain(result.refusal);
      expect(result.reason).toBe(PACKET_REFUSALS[result.refusal]);
    });
  }

  it("the pre-scan lets a real contract PDF through", async () => {
    const { contract } = await fullySignedSample();
    const bytes = await buildContractPdf(contract, nodePdfOptions("2026-11-22T16:00:00.000Z"));
    expect(await prescanPdf(bytes)).toBe(null);
  });
});
