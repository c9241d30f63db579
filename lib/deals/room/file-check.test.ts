import { describe, expect, it } from "vitest";
import { checkDocument, MAX_DOCUMENT_BYTES, sizeRefusal } from "./file-check";

const bytes = (...values: number[]) => new Uint8Array([...values, 0, 0, 0, 0]);
const text = (value: string) => new TextEncoder().encode(value);

describe("checking a document by its bytes", () => {
  it("types a PDF, a PNG and a JPEG by their first bytes", () => {
    expect(checkDocument(text("%PDF-1.7\n"))).toEqual({ ok: true, type: "application/pdf" });
    expect(checkDocument(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a))).toEqual({ ok: true, type: "image/png" });
    expect(checkDocument(bytes(0xff, 0xd8, 0xff, 0xe0))).toEqual({ ok: true, type: "image/jpeg" });
  });

  it("refuses HTML, an executable and a PDF header that is not at the start, saying why", () => {
    for (const hostile of [text("<html><script>alert(1)</script>"), bytes(0x4d, 0x5a, 0x90), text(" %PDF-1.7")]) {
      const result = checkDocument(hostile);
      expect(result.ok).toBe(false);
      expect(result.ok ? "" : result.reason).toMatch(/not a PDF, PNG or JPEG/);
    }
  });

  it("refuses an empty file and one over 10 MB before looking at it", () => {
    expect(sizeRefusal(0)).toBe("This file is empty.");
    expect(sizeRefusal(MAX_DOCUMENT_BYTES)).toBeNull();
    expect(sizeRefusal(MAX_DOCUMENT_BYTES + 1)).toMatch(/over 10 MB/);
    expect(checkDocument(new Uint8Array(MAX_DOCUMENT_BYTES + 1))).toMatchObject({ ok: false });
  });
});
