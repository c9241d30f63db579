import { deflateSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { PRESCAN_LIMITS, prescanPdf } from "./pdf-prescan";
import { pdfStructure } from "./pdf-structure";

const latin1 = (text: string) => new Uint8Array(Buffer.from(text, "latin1"));
const withStream = (dict: string, data: Buffer) =>
  new Uint8Array(
    Buffer.concat([
      Buffer.from(`%PDF-1.7\n1 0 obj\n<< ${dict} /Length ${data.length} >>\nstream\n`),
      data,
      Buffer.from("\nendstream\nendobj\n"),
    ]),
  );

describe("the structure of a PDF's bytes", () => {
  it("counts objects and nesting outside strings, comments and stream data", () => {
    const bytes = withStream("/Filter /FlateDecode", Buffer.from("[[[[[[ 2 0 obj (((", "latin1"));
    const text = Buffer.concat([Buffer.from(bytes), Buffer.from("% [[[[ 3 0 obj\n2 0 obj\n[ ( [[[ \\) ) << /A [1] >> ]\nendobj\n")]);
    const structure = pdfStructure(new Uint8Array(text), 99);
    expect(structure.objects).toBe(2);
    expect(structure.depth).toBe(3);
    expect(structure.streams).toHaveLength(1);
    expect(Buffer.from(structure.streams[0]!.data).toString("latin1")).toBe("[[[[[[ 2 0 obj (((");
  });

  it("decodes #xx escapes in a stream's dictionary, as pdf-lib does", () => {
    const structure = pdfStructure(withStream("/Type /Obj#53tm /N 1", Buffer.from("x")), 99);
    expect(structure.streams[0]?.dict).toContain("/Type /ObjStm");
  });
});

describe("the pre-scan before pdf-lib", () => {
  it("refuses more objects than the limit, counting those inside object streams", async () => {
    const many = Array.from({ length: PRESCAN_LIMITS.objects + 1 }, (_, index) => `${index + 1} 0 obj null endobj`).join("\n");
    expect(await prescanPdf(latin1(`%PDF-1.7\n${many}`))).toBe("tooComplex");
    const declared = withStream(`/Type /ObjStm /N ${PRESCAN_LIMITS.objects + 1} /First 4`, Buffer.from("1 0 null"));
    expect(await prescanPdf(declared)).toBe("tooComplex");
  });

  it("refuses a stream that unpacks past the limit, or filters it cannot measure", async () => {
    expect(await prescanPdf(withStream("/Filter /FlateDecode", deflateSync(Buffer.alloc(PRESCAN_LIMITS.streamBytes + 1))))).toBe(
      "tooComplex",
    );
    expect(await prescanPdf(withStream("/Filter /FlateDecode", deflateSync(Buffer.alloc(PRESCAN_LIMITS.streamBytes))))).toBe(null);
    expect(await prescanPdf(withStream("/Filter /LZWDecode", Buffer.from("x")))).toBe("tooComplex");
    expect(await prescanPdf(withStream("/Filter /RunLength#44ecode", Buffer.from("x")))).toBe("tooComplex");
    expect(await prescanPdf(withStream("/Filter 5 0 R", Buffer.from("x")))).toBe("tooComplex");
    expect(await prescanPdf(withStream("/Type 5 0 R /Filter /FlateDecode", deflateSync(Buffer.from("x"))))).toBe("tooComplex");
  });

  it("refuses nesting too deep inside an object stream", async () => {
    const deep = deflateSync(Buffer.from(`1 0 ${"[".repeat(PRESCAN_LIMITS.depth + 1)}`));
    expect(await prescanPdf(withStream("/Type /ObjStm /N 1 /First 4 /Filter /FlateDecode", deep))).toBe("tooComplex");
    const shallow = deflateSync(Buffer.from(`1 0 ${"[".repeat(PRESCAN_LIMITS.depth - 2)}`));
    expect(await prescanPdf(withStream("/Type /ObjStm /N 1 /First 4 /Filter /FlateDecode", shallow))).toBe(null);
  });
});
