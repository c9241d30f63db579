import { describe, expect, it } from "vitest";
import { checkAttachment, formatFileSize, MAX_ATTACHMENT_BYTES, safeAttachmentName, sniffAttachmentType } from "./attachment";

const bytes = (text: string | number[]) => (typeof text === "string" ? new TextEncoder().encode(text) : new Uint8Array(text));

describe("attachment types", () => {
  it("are recognised by their first bytes", () => {
    expect(sniffAttachmentType(bytes("%PDF-1.7\n"))).toBe("application/pdf");
    expect(sniffAttachmentType(bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]))).toBe("image/png");
    expect(sniffAttachmentType(bytes([0xff, 0xd8, 0xff, 0xe0]))).toBe("image/jpeg");
    expect(sniffAttachmentType(bytes("RIFF\u0000\u0000\u0000\u0000WEBPVP8 "))).toBe("image/webp");
  });

  it("refuse HTML or script renamed .pdf, a PDF header not at the start, and RIFF that is not WebP", () => {
    expect(sniffAttachmentType(bytes("<html><script>alert(1)</script>"))).toBeNull();
    expect(sniffAttachmentType(bytes(" %PDF-1.7"))).toBeNull();
    expect(sniffAttachmentType(bytes("RIFF\u0000\u0000\u0000\u0000WAVEfmt "))).toBeNull();
    expect(sniffAttachmentType(bytes(""))).toBeNull();
  });

  it("check size and content with GOV.UK messages", () => {
    expect(checkAttachment(0, bytes(""))).toEqual({ ok: false, message: "The selected file is empty" });
    expect(checkAttachment(MAX_ATTACHMENT_BYTES + 1, bytes("%PDF-"))).toEqual({
      ok: false,
      message: "The selected file must be smaller than 10MB",
    });
    expect(checkAttachment(MAX_ATTACHMENT_BYTES, bytes("%PDF-"))).toEqual({ ok: true, type: "application/pdf" });
    expect(checkAttachment(20, bytes("GIF89a"))).toMatchObject({ ok: false });
  });
});

describe("attachment names", () => {
  it("drop folders and control characters and end in the type's extension", () => {
    expect(safeAttachmentName("../../etc/passwd", "application/pdf")).toBe("passwd.pdf");
    expect(safeAttachmentName("C:\\Users\\me\\Offer Letter.PDF", "application/pdf")).toBe("Offer Letter.pdf");
    expect(safeAttachmentName("photo.html", "image/png")).toBe("photo.png");
    expect(safeAttachmentName("in\u202Egnp.exe", "image/jpeg")).toBe("ingnp.jpg");
    expect(safeAttachmentName("...", "image/webp")).toBe("attachment.webp");
  });

  it("show sizes readably", () => {
    expect(formatFileSize(900)).toBe("900 bytes");
    expect(formatFileSize(1536)).toBe("1.5 KB");
    expect(formatFileSize(3 * 1024 * 1024)).toBe("3 MB");
  });
});
