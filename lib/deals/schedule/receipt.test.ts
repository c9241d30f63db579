import { describe, expect, it } from "vitest";
import { MAX_FILE_BYTES } from "@/lib/files/typed-file";
import { checkReceipt } from "./receipt";

const pdf = new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d, 0x31, 0x2e, 0x37, 0x0a]);
const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0]);
const jpeg = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0]);
const webp = new Uint8Array([0x52, 0x49, 0x46, 0x46, 0, 0, 0, 0, 0x57, 0x45, 0x42, 0x50]);

describe("checking a receipt", () => {
  it("takes a PDF, PNG or JPEG by its first bytes", () => {
    expect(checkReceipt(pdf.length, pdf)).toEqual({ ok: true, type: "application/pdf" });
    expect(checkReceipt(png.length, png)).toEqual({ ok: true, type: "image/png" });
    expect(checkReceipt(jpeg.length, jpeg)).toEqual({ ok: true, type: "image/jpeg" });
  });

  it("refuses anything else, an empty file and one over 10 MB, with the reason", () => {
    expect(checkReceipt(webp.length, webp)).toEqual({ ok: false, message: "The selected file must be a PDF, PNG or JPEG" });
    const html = new TextEncoder().encode("<html>%PDF-");
    expect(checkReceipt(html.length, html)).toMatchObject({ ok: false });
    expect(checkReceipt(0, new Uint8Array())).toEqual({ ok: false, message: "The selected file is empty" });
    expect(checkReceipt(MAX_FILE_BYTES + 1, pdf)).toEqual({ ok: false, message: "The selected file must be smaller than 10MB" });
  });
});
