import { describe, expect, it } from "vitest";
import { MAX_PDF_BYTES, PDF_MESSAGES, checkPdfFile, hasPdfSignature } from "./pdf-upload";

const pdfBytes = new TextEncoder().encode("%PDF-1.7\n1 0 obj << >> endobj\n%%EOF\n");

function file(parts: BlobPart[], name: string, type: string): File {
  return new File(parts, name, { type });
}

describe("checkPdfFile", () => {
  it("accepts a real PDF", async () => {
    expect(await checkPdfFile(file([pdfBytes], "license.pdf", "application/pdf"))).toEqual({ ok: true });
    expect(await checkPdfFile(file([pdfBytes], "LICENSE.PDF", "application/pdf"))).toEqual({ ok: true });
  });

  it("refuses another type, another extension, and a renamed file without the %PDF- signature", async () => {
    const notPdf = { ok: false, message: PDF_MESSAGES.notPdf };
    expect(await checkPdfFile(file(["hello"], "license.txt", "text/plain"))).toEqual(notPdf);
    expect(await checkPdfFile(file([pdfBytes], "license.txt", "application/pdf"))).toEqual(notPdf);
    expect(await checkPdfFile(file([pdfBytes], "license.pdf", "text/html"))).toEqual(notPdf);
    expect(await checkPdfFile(file(["<html><script>alert(1)</script>"], "license.pdf", "application/pdf"))).toEqual(notPdf);
    expect(await checkPdfFile(file(["%PDF"], "license.pdf", "application/pdf"))).toEqual(notPdf);
    expect(await checkPdfFile(file([pdfBytes], "license.pdf.exe", "application/pdf"))).toEqual(notPdf);
  });

  it("refuses an empty file", async () => {
    expect(await checkPdfFile(file([], "license.pdf", "application/pdf"))).toEqual({ ok: false, message: PDF_MESSAGES.empty });
  });

  it("accepts exactly 10 MB and refuses one byte more", async () => {
    const padding = new Uint8Array(MAX_PDF_BYTES - pdfBytes.length);
    expect(await checkPdfFile(file([pdfBytes, padding], "big.pdf", "application/pdf"))).toEqual({ ok: true });
    expect(await checkPdfFile(file([pdfBytes, padding, new Uint8Array(1)], "big.pdf", "application/pdf"))).toEqual({
      ok: false,
      message: PDF_MESSAGES.tooBig,
    });
  });

  it("words its messages as GOV.UK's file-upload templates", () => {
    expect(PDF_MESSAGES).toEqual({
      notPdf: "The selected file must be a PDF",
      tooBig: "The selected file must be smaller than 10MB",
      empty: "The selected file is empty",
    });
  });
});

describe("hasPdfSignature", () => {
  it("wants %PDF- at offset 0", () => {
    expect(hasPdfSignature(pdfBytes)).toBe(true);
    expect(hasPdfSignature(new TextEncoder().encode(" %PDF-1.7"))).toBe(false);
    expect(hasPdfSignature(new Uint8Array())).toBe(false);
  });
});
