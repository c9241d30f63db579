import { describe, expect, it } from "vitest";
import { MAX_LONG_TEXT, MAX_TEXT } from "@/lib/schemas/fields";
import type { Contract } from "@/lib/schemas/contract";
import { fullySignedSample } from "@/lib/deals/signing/testing";
import { buildContractPdf } from "./contract-pdf";
import { MAX_PACKET_PDF_BYTES } from "./packet-format";
import { readContractPacket } from "./pdf-packet";
import { PRESCAN_LIMITS } from "./pdf-prescan";
import { pdfStructure } from "./pdf-structure";
import { nodePdfOptions } from "./node-pdf-options";

/** Words of random letters and digits: text that hardly compresses, the worst case for the file's size. */
function words(length: number, seed: number): string {
  const letters = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789";
  let state = seed;
  const next = () => (state = (state * 1103515245 + 12345) & 0x7fffffff);
  let text = "";
  while (text.length < length) {
    const size = 3 + (next() % 9);
    for (let index = 0; index < size; index += 1) text += letters[next() % letters.length];
    text += " ";
  }
  return text.slice(0, length);
}

/** The largest contract the schema allows: every text field at its cap, 200 timeline events of the longest description. */
function largestContract(contract: Contract): Contract {
  return {
    ...contract,
    property: words(MAX_TEXT, 1),
    propertyAddress: words(300, 2),
    contingencies: words(MAX_LONG_TEXT, 3),
    specialTerms: words(MAX_LONG_TEXT, 4),
    buyer: { ...contract.buyer, name: words(MAX_TEXT, 5) },
    seller: { ...contract.seller, name: words(MAX_TEXT, 6) },
    realtor: { name: words(MAX_TEXT, 7), license: words(50, 8) },
    timeline: Array.from({ length: 200 }, (_, index) => ({
      date: "2026-11-21",
      event: words(MAX_TEXT, 10 + index),
      description: words(3 * MAX_LONG_TEXT, 1000 + index),
    })),
  };
}

describe("the size cap of a contract PDF", () => {
  it("admits the largest contract the schema allows, with room to spare, and it reads back", async () => {
    const { contract } = await fullySignedSample();
    const largest = largestContract(contract);
    const bytes = await buildContractPdf(largest, nodePdfOptions("2026-11-22T16:00:00.000Z"));
    expect(bytes.byteLength).toBeLessThan(MAX_PACKET_PDF_BYTES / 1.4);
    expect(bytes.byteLength).toBeGreaterThan(MAX_PACKET_PDF_BYTES / 2);
    const structure = pdfStructure(bytes, PRESCAN_LIMITS.depth);
    expect(structure.objects).toBeLessThan(PRESCAN_LIMITS.objects / 5);
    const result = await readContractPacket(bytes);
    expect(result.ok).toBe(true);
  }, 60_000);
});
