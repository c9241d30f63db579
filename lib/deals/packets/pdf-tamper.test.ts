import { PDFDocument, PDFName } from "pdf-lib";
import { describe, expect, it } from "vitest";
import { buildContractPdf } from "@/lib/deals/packets/contract-pdf";
import { editPacketText } from "./pdf-edit";
import { readContractPacket } from "./pdf-packet";
import { generateSigningKey } from "@/lib/deals/signing/keys";
import { fullySignedSample, pendingSample, signAs } from "@/lib/deals/signing/testing";
import { expectedKeysOf, verifyContract } from "@/lib/deals/signing/verify";
import { nodePdfOptions } from "./node-pdf-options";

const options = nodePdfOptions("2026-11-22T16:00:00.000Z");

const statusesOf = async (bytes: Uint8Array) => {
  const result = await readContractPacket(bytes);
  return result.ok ? (await verifyContract(result.contract)).signatures.map((check) => check.status) : result.refusal;
};

describe("a signed contract PDF altered after signing", () => {
  it("whose embedded amount had a byte changed still reads, and every signature says changed", async () => {
    const { contract } = await fullySignedSample();
    const bytes = await buildContractPdf(contract, options);
    const tampered = await editPacketText(bytes, (json) => json.replace('"amountCents":890000000,', '"amountCents":990000000,'));
    expect(await statusesOf(bytes)).toEqual(["valid", "valid"]);
    expect(await statusesOf(tampered)).toEqual(["changed", "changed"]);
  });

  it("whose typed name was edited says invalid for that signature", async () => {
    const { contract } = await fullySignedSample();
    const bytes = await buildContractPdf(contract, options);
    const tampered = await editPacketText(bytes, (json) => json.replace('"signedName":"Jordan Blake"', '"signedName":"Jordan Black"'));
    expect(await statusesOf(tampered)).toEqual(["valid", "invalid"]);
  });

  it("whose compressed contract bytes were changed in the file is refused as damaged, or read and checked: never a throw", async () => {
    const { contract } = await fullySignedSample();
    const bytes = await buildContractPdf(contract, options);
    const text = Buffer.from(bytes).toString("latin1");
    const start = text.indexOf("stream", text.indexOf("/Type /EmbeddedFile")) + "stream\n".length;
    const end = text.indexOf("endstream", start);
    // The zlib header: the stream cannot be decompressed at all.
    const header = bytes.slice();
    header[start] = 0;
    expect(await statusesOf(header)).toBe("damaged");
    // Any other byte: what it decompresses to decides. The signatures cover the terms and each
    // signature's own facts, so what they do not cover (the timeline, the status, the signing
    // deadline, the zlib checksum pdf-lib does not check) can change and still verify.
    const seen = new Set<string>();
    for (let position = start + 2; position < end; position += 7) {
      const flipped = bytes.slice();
      flipped[position] = (flipped[position] ?? 0) ^ 0x10;
      const outcome = await statusesOf(flipped);
      seen.add(Array.isArray(outcome) ? outcome.join(",") : outcome);
    }
    expect(
      [...seen].every((outcome) => /^(damaged|foreign|newer|noContract|(valid|changed|invalid),(valid|changed|invalid))$/.test(outcome)),
    ).toBe(true);
    expect(seen.has("damaged")).toBe(true);
  }, 20_000);
});

describe("a returning packet (signed in another browser)", () => {
  it("whose first signature was re-made with a key that is not the party's says wrong-key against the stored keys", async () => {
    const stored = await signAs(pendingSample(), await generateSigningKey("buyer-here"), "buyer", "Eleanor Whitfield");
    const impostor = await generateSigningKey("impostor");
    const forged = await signAs(pendingSample(), impostor, "buyer", "Eleanor Whitfield");
    const returned = await signAs(forged, await generateSigningKey("seller-there"), "seller", "Jordan Blake", "Director");
    const result = await readContractPacket(await buildContractPdf(returned, options));
    if (!result.ok) throw new Error(result.reason);
    const check = await verifyContract(result.contract, { expectedKeys: expectedKeysOf(stored) });
    expect(check.signatures.map((signature) => signature.status)).toEqual(["wrong-key", "valid"]);
  });
});

describe("a hostile attachment tree", () => {
  it("that loops back on itself is refused, not followed forever", async () => {
    const doc = await PDFDocument.create();
    doc.addPage();
    const tree = doc.context.obj({});
    const treeRef = doc.context.register(tree);
    tree.set(PDFName.of("Kids"), doc.context.obj([treeRef, treeRef]));
    doc.catalog.set(PDFName.of("Names"), doc.context.obj({ EmbeddedFiles: treeRef }));
    const result = await readContractPacket(await doc.save());
    expect(result).toMatchObject({ ok: false, refusal: "unreadable" });
  });
});
