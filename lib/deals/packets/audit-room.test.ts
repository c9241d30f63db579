import { PDFArray, PDFDocument, PDFRawStream, decodePDFRawStream } from "pdf-lib";
import { nodePdfOptions } from "./node-pdf-options";
import { describe, expect, it } from "vitest";
import { verifyContract } from "@/lib/deals/signing/verify";
import { fullySignedSample } from "@/lib/deals/signing/testing";
import type { RoomList } from "@/lib/schemas/deal-room";
import { buildContractPdf } from "./contract-pdf";
import { contractPacketBytes } from "./packet-format";
import { parseContractPacket } from "./packet-parse";
import { readContractPacket } from "./pdf-packet";

const SHA = "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad";
const room: RoomList = [
  { id: "brand-licence", state: "received", document: { name: "licence.pdf", size: 2048, sha256: SHA } },
  { id: "furniture-package", state: "waived" },
];
const options = { ...nodePdfOptions("2026-11-29T07:00:00.000Z"), room };

/** Every line of text pdf-lib drew, on every page. */
async function allLines(bytes: Uint8Array): Promise<string> {
  const doc = await PDFDocument.load(bytes);
  const text: string[] = [];
  for (const page of doc.getPages()) {
    const contents = page.node.Contents();
    const streams = contents instanceof PDFArray ? contents.asArray().map((ref) => doc.context.lookup(ref)) : [contents];
    for (const stream of streams) {
      if (!(stream instanceof PDFRawStream)) continue;
      const operators = new TextDecoder("latin1").decode(decodePDFRawStream(stream).decode());
      text.push(...[...operators.matchAll(/<([0-9A-Fa-f]*)> Tj/g)].map((match) => Buffer.from(match[1] ?? "", "hex").toString("latin1")));
    }
  }
  return text.join("\n");
}

describe("the deal room in the signed packet and on the audit page", () => {
  it("lists each item with its state and its current document's fingerprint after the audit certificate", async () => {
    const { contract } = await fullySignedSample();
    const text = await allLines(await buildContractPdf(contract, options));
    const audit = text.slice(text.indexOf("Audit certificate"));
    for (const expected of ["DEAL ROOM", "Brand licence and management agreement", "Received", "licence.pdf (2,048 bytes)"]) {
      expect(audit).toContain(expected);
    }
    expect(audit).toContain("BA78 16BF 8F01 CFEA");
    expect(audit).toContain("Furniture package inventory");
    expect(audit).toContain("Waived");
  });

  it("rides in the packet beside the contract, whose signatures still check", async () => {
    const { contract } = await fullySignedSample();
    const packet = await readContractPacket(await buildContractPdf(contract, options));
    expect(packet.ok && packet.room).toEqual(room);
    if (!packet.ok) throw new Error(packet.reason);
    expect((await verifyContract(packet.contract)).signatures.map((check) => check.status)).toEqual(["valid", "valid"]);
  });

  it("is absent from a PDF made without a room, as before", async () => {
    const { contract } = await fullySignedSample();
    const packet = await readContractPacket(await buildContractPdf(contract, { ...options, room: undefined }));
    expect(packet).toMatchObject({ ok: true });
    expect(packet.ok && "room" in packet).toBe(false);
    expect(await allLines(await buildContractPdf(contract, { ...options, room: undefined }))).not.toContain("DEAL ROOM");
  });

  it("makes a packet whose room list is not valid damaged, saying where", async () => {
    const { contract } = await fullySignedSample();
    const bad = [{ id: "brand-licence", state: "lost" }] as unknown as RoomList;
    const result = parseContractPacket(contractPacketBytes(contract, bad));
    expect(result).toMatchObject({ ok: false, refusal: "damaged" });
    expect(result.ok ? [] : result.issues).toEqual([expect.stringMatching(/^room\.0\.state/)]);
  });
});
