import { PDFArray, PDFDocument, PDFRawStream, decodePDFRawStream } from "pdf-lib";
import { afterEach, describe, expect, it, vi } from "vitest";
import { fullySignedSample, pendingSample } from "@/lib/deals/signing/testing";
import { buildContractPdf } from "./contract-pdf";
import { termsDigest } from "@/lib/deals/contracts/terms-digest";

const options = { generatedAt: new Date("2026-11-22T16:00:00.000Z"), siteName: "Aurum Residences" };

/** The text pdf-lib drew on the last page (standard fonts write it as <hex> Tj), one string per line drawn. */
async function lastPageLines(bytes: Uint8Array): Promise<string[]> {
  const doc = await PDFDocument.load(bytes);
  const page = doc.getPages().at(-1)!;
  const contents = page.node.Contents();
  const streams = contents instanceof PDFArray ? contents.asArray().map((ref) => doc.context.lookup(ref)) : [contents];
  const operators = streams
    .filter((stream): stream is PDFRawStream => stream instanceof PDFRawStream)
    .map((stream) => new TextDecoder("latin1").decode(decodePDFRawStream(stream).decode()))
    .join("\n");
  return [...operators.matchAll(/<([0-9A-Fa-f]*)> Tj/g)].map((match) => Buffer.from(match[1] ?? "", "hex").toString("latin1"));
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("the contract PDF's audit certificate", () => {
  it("is the last page: parties, each signature's name, capacity, time, key fingerprint and status, and the terms digest", async () => {
    const { contract, buyerKey, sellerKey } = await fullySignedSample();
    const text = (await lastPageLines(await buildContractPdf(contract, options))).join("\n");
    for (const expected of [
      "Audit certificate",
      "Eleanor Whitfield (",
      "Collins Dune Holdings LLC (",
      "Eleanor Grace Whitfield",
      "Jordan Blake",
      "Director, for Collins Dune Holdings LLC",
      buyerKey.keyFingerprint,
      sellerKey.keyFingerprint,
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).toContain("None stated");
    expect(text).toMatch(/Nov(ember)? 22, 2026.*UTC/);
    expect(text.match(/Terms unchanged since signed\. The signature checks with its key/g)).toHaveLength(2);
    expect(text).toContain((await termsDigest(contract))!);
    expect(text).toContain("contract.json");
  });

  it("says pending for a line not signed yet", async () => {
    const text = (await lastPageLines(await buildContractPdf(pendingSample(), options))).join("\n");
    expect(text.match(/Pending\. Not signed yet\./g)).toHaveLength(2);
  });

  it("says the signatures were not checked where the browser offers no Web Crypto, and still shows the recorded fingerprints", async () => {
    const { contract, sellerKey } = await fullySignedSample();
    vi.stubGlobal("crypto", {});
    const text = (await lastPageLines(await buildContractPdf(contract, options))).join("\n");
    expect(text).toContain("Not computed by this browser");
    expect(text.match(/Not checked/g)).toHaveLength(2);
    expect(text).toContain(sellerKey.keyFingerprint);
  });
});
