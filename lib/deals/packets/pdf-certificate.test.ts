import { PDFArray, PDFDict, PDFDocument, PDFName, PDFString } from "pdf-lib";
import { afterEach, describe, expect, it, vi } from "vitest";
import { fullySignedSample, pendingSample } from "@/lib/deals/signing/testing";
import { buildContractPdf } from "./contract-pdf";
import { termsDigest } from "@/lib/deals/contracts/terms-digest";
import { fingerprintGroups } from "@/lib/files/fingerprint";
import { pdfPageLines } from "./pdf-page-text";
import { nodePdfOptions } from "./node-pdf-options";

const options = nodePdfOptions("2026-11-22T16:00:00.000Z");

/** The lines drawn on the last page. */
const lastPageLines = async (bytes: Uint8Array) => (await pdfPageLines(bytes)).at(-1)!;

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
    expect(text).toContain(fingerprintGroups((await termsDigest(contract))!).slice(0, 39));
    expect(text).toContain("contract.json");
  });

  it("prints the terms digest in groups of four and the address of /verify, as text and as a link", async () => {
    const { contract } = await fullySignedSample();
    const bytes = await buildContractPdf(contract, nodePdfOptions("2026-11-22T16:00:00.000Z", "https://residences.example"));
    // Lines wrapped at spaces, joined again.
    const text = (await lastPageLines(bytes)).join(" ");
    const digest = (await termsDigest(contract))!;
    expect(text).toContain(digest.toUpperCase().match(/.{4}/g)!.join(" "));
    expect(text).toContain(
      "Anyone can check this file at https://residences.example/verify/: it checks the terms embedded in the file, not these printed pages.",
    );
    const doc = await PDFDocument.load(bytes);
    const annots = doc.getPages().at(-1)!.node.lookupMaybe(PDFName.of("Annots"), PDFArray);
    const links = (annots?.asArray() ?? []).map((ref) => doc.context.lookup(ref, PDFDict).lookup(PDFName.of("A"), PDFDict));
    expect(links.map((action) => action.lookup(PDFName.of("URI"), PDFString).decodeText())).toEqual(["https://residences.example/verify/"]);
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
