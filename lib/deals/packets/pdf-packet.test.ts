import { PDFDocument } from "pdf-lib";
import { describe, expect, it } from "vitest";
import { buildContractPdf } from "@/lib/deals/packets/contract-pdf";
import type { Contract } from "@/lib/schemas/contract";
import { MAX_PACKET_PDF_BYTES, PACKET_FILE_NAME, PACKET_FORMAT, PACKET_REFUSALS, PACKET_VERSION } from "./packet-format";
import { readContractPacket } from "./pdf-packet";
import { fullySignedSample, pendingSample } from "@/lib/deals/signing/testing";
import { verifyContract } from "@/lib/deals/signing/verify";
import { nodePdfOptions } from "./node-pdf-options";

const options = nodePdfOptions("2026-11-22T16:00:00.000Z");

/** A PDF with one attached file, as another tool might make. */
async function pdfWith(name: string, content: unknown, mimeType = "application/json"): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.addPage();
  if (name) await doc.attach(new TextEncoder().encode(typeof content === "string" ? content : JSON.stringify(content)), name, { mimeType });
  return doc.save();
}

const packet = (contract: unknown, version: unknown = PACKET_VERSION) => ({ format: PACKET_FORMAT, version, contract });

describe("the contract inside its PDF", () => {
  it("reads back exactly the contract that was written, signatures and public keys included, and it verifies", async () => {
    const { contract } = await fullySignedSample();
    const bytes = await buildContractPdf(contract, options);
    const result = await readContractPacket(bytes);
    expect(result).toEqual({ ok: true, contract });
    if (!result.ok) return;
    expect((await verifyContract(result.contract)).signatures.map((check) => check.status)).toEqual(["valid", "valid"]);
  });

  it("is a standard attachment named contract.json, and the certificate adds a page", async () => {
    const { contract } = await fullySignedSample();
    const doc = await PDFDocument.load(await buildContractPdf(contract, options));
    const text = Buffer.from(await doc.save({ useObjectStreams: false })).toString("latin1");
    expect(text).toContain("/Type /EmbeddedFile");
    expect(text).toContain("/Subtype /application#2Fjson");
    const unsignedPages = (await PDFDocument.load(await buildContractPdf(pendingSample(), options))).getPageCount();
    expect(unsignedPages).toBeGreaterThanOrEqual(2);
    expect(PACKET_FILE_NAME).toBe("contract.json");
  });

  it("leaves out the local owner of the record, which means nothing in another browser", async () => {
    const owned: Contract = { ...pendingSample(), ownerId: "account-in-this-browser" };
    const bytes = await buildContractPdf(owned, options);
    expect(Buffer.from(bytes).toString("latin1")).not.toContain("account-in-this-browser");
    const result = await readContractPacket(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer);
    expect(result.ok && result.contract.ownerId).toBe(undefined);
    expect(result.ok && result.contract.id).toBe("1");
  });
});

describe("files that carry no readable contract get a reason, never a throw", () => {
  const refusal = async (bytes: Uint8Array) => {
    const result = await readContractPacket(bytes);
    return result.ok ? "ok" : { refusal: result.refusal, reason: result.reason };
  };

  it("refuses a file that is not a PDF, or a broken one", async () => {
    expect(await refusal(new TextEncoder().encode("hello, I am a text file"))).toEqual({
      refusal: "notPdf",
      reason: "This file is not a PDF.",
    });
    expect(await refusal(new Uint8Array())).toMatchObject({ refusal: "notPdf" });
    expect(await refusal(new TextEncoder().encode("%PDF-1.7\n garbage garbage"))).toMatchObject({
      refusal: "unreadable",
    });
  });

  it("refuses a huge file before reading it", async () => {
    const huge = new Uint8Array(MAX_PACKET_PDF_BYTES + 1);
    huge.set(new TextEncoder().encode("%PDF-1.7\n"));
    expect(await refusal(huge)).toEqual({ refusal: "tooLarge", reason: PACKET_REFUSALS.tooLarge });
  });

  it("refuses a PDF with no attachment, or only another one", async () => {
    expect(await refusal(await pdfWith("", null))).toMatchObject({
      refusal: "noContract",
      reason: "This PDF carries no contract from this site.",
    });
    expect(await refusal(await pdfWith("invoice.json", packet(pendingSample())))).toMatchObject({ refusal: "noContract" });
  });

  it("refuses a contract.json that is not this site's, or from a newer format", async () => {
    expect(await refusal(await pdfWith(PACKET_FILE_NAME, { parties: ["A", "B"] }))).toMatchObject({ refusal: "foreign" });
    expect(await refusal(await pdfWith(PACKET_FILE_NAME, pendingSample()))).toMatchObject({ refusal: "foreign" });
    expect(await refusal(await pdfWith(PACKET_FILE_NAME, packet(pendingSample(), 2)))).toMatchObject({ refusal: "newer" });
  });

  it("refuses JSON that is broken or fails the contract schema, saying where", async () => {
    expect(await refusal(await pdfWith(PACKET_FILE_NAME, '{"format": "aurum-'))).toMatchObject({ refusal: "damaged" });
    expect(await refusal(await pdfWith(PACKET_FILE_NAME, packet(pendingSample(), "1")))).toMatchObject({ refusal: "damaged" });
    const broken = { ...pendingSample(), amountCents: -5 };
    const result = await readContractPacket(await pdfWith(PACKET_FILE_NAME, packet(broken)));
    expect(result).toMatchObject({
      ok: false,
      refusal: "damaged",
      reason: "The contract inside this PDF is damaged, so it cannot be checked.",
    });
    expect(!result.ok && result.issues?.[0]).toMatch(/^amountCents: /);
    const twoSellers = { ...pendingSample(), signatures: [pendingSample().signatures[1], pendingSample().signatures[1]] };
    expect(await refusal(await pdfWith(PACKET_FILE_NAME, packet(twoSellers)))).toMatchObject({ refusal: "damaged" });
  });

  it("refuses a PDF that carries two contracts", async () => {
    const doc = await PDFDocument.create();
    doc.addPage();
    for (const id of ["1", "2"])
      await doc.attach(new TextEncoder().encode(JSON.stringify(packet({ ...pendingSample(), id }))), PACKET_FILE_NAME);
    expect(await refusal(await doc.save())).toMatchObject({ refusal: "several" });
  });

  it("refuses a contract.json too large to be one of this site's", async () => {
    const long = packet({
      ...pendingSample(),
      timeline: Array.from({ length: 30_000 }, (_, index) => ({ date: "2026-11-02", event: `E${index}`, description: "x".repeat(80) })),
    });
    expect(await refusal(await pdfWith(PACKET_FILE_NAME, long))).toMatchObject({ refusal: "damaged" });
  });
});
