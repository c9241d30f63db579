import { describe, expect, it } from "vitest";
import { checkTypedFile, DOCUMENT_TYPES, MAX_FILE_BYTES, sniffFileType } from "./typed-file";

const bytes = (...values: number[]) => new Uint8Array([...values, 0, 0, 0, 0, 0, 0, 0, 0]);
const text = (value: string) => new TextEncoder().encode(value);
const pdf = text("%PDF-1.7\n%âãÏÓ\n");
const png = bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a);
const jpeg = bytes(0xff, 0xd8, 0xff, 0xe0);
const exe = bytes(0x4d, 0x5a, 0x90, 0x00, 0x03); // "MZ": a Windows executable, whatever its name says

describe("typing a file by its first bytes", () => {
  it("accepts a PDF, a PNG and a JPEG by their magic bytes, whatever the name or reported type", () => {
    expect(checkTypedFile(pdf.length, pdf, DOCUMENT_TYPES)).toEqual({ ok: true, type: "application/pdf" });
    expect(checkTypedFile(png.length, png, DOCUMENT_TYPES)).toEqual({ ok: true, type: "image/png" });
    expect(checkTypedFile(jpeg.length, jpeg, DOCUMENT_TYPES)).toEqual({ ok: true, type: "image/jpeg" });
  });

  it("refuses an executable renamed .pdf, HTML, and a PDF header that is not at the very start", () => {
    for (const hostile of [exe, text("<html><script>alert(1)</script>"), text(" %PDF-1.7")]) {
      expect(sniffFileType(hostile)).toBeNull();
      expect(checkTypedFile(hostile.length, hostile, DOCUMENT_TYPES)).toEqual({ ok: false, refusal: "wrong-type" });
    }
  });

  it("refuses a type the caller does not take, though it knows it", () => {
    const webp = new Uint8Array([0x52, 0x49, 0x46, 0x46, 0, 0, 0, 0, 0x57, 0x45, 0x42, 0x50]);
    expect(sniffFileType(webp)).toBe("image/webp");
    expect(checkTypedFile(webp.length, webp, DOCUMENT_TYPES)).toEqual({ ok: false, refusal: "wrong-type" });
    expect(checkTypedFile(png.length, png, ["application/pdf"])).toEqual({ ok: false, refusal: "wrong-type" });
  });

  it("refuses a file over 10 MB and an empty one from their size, before the bytes decide", () => {
    expect(checkTypedFile(MAX_FILE_BYTES, pdf, DOCUMENT_TYPES)).toEqual({ ok: true, type: "application/pdf" });
    expect(checkTypedFile(MAX_FILE_BYTES + 1, pdf, DOCUMENT_TYPES)).toEqual({ ok: false, refusal: "too-big" });
    expect(checkTypedFile(0, new Uint8Array(), DOCUMENT_TYPES)).toEqual({ ok: false, refusal: "empty" });
  });

  it("does not read past a short head", () => {
    expect(sniffFileType(new Uint8Array([0xff, 0xd8]))).toBeNull();
    expect(sniffFileType(new Uint8Array())).toBeNull();
  });
});
