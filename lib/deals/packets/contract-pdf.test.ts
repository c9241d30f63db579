import { PDFDocument } from "pdf-lib";
import { describe, expect, it } from "vitest";
import { sampleContracts } from "@/lib/catalogue/contracts";
import type { Contract } from "@/lib/schemas/contract";
import { buildContractPdf, contractPdfFileName } from "./contract-pdf";
import { nodePdfOptions } from "./node-pdf-options";

const options = nodePdfOptions("2026-11-22T12:00:00.000Z");
const latin1 = (bytes: Uint8Array) => Buffer.from(bytes).toString("latin1");

describe("the contract PDF", () => {
  it("is a PDF whose bytes carry the property name", async () => {
    const contract = sampleContracts[1]!;
    const bytes = await buildContractPdf(contract, options);
    expect(bytes).toBeInstanceOf(Uint8Array);
    expect(latin1(bytes.slice(0, 5))).toBe("%PDF-");
    expect(latin1(bytes)).toContain(contract.property);
    const doc = await PDFDocument.load(bytes);
    expect(doc.getTitle()).toBe(`Contract 000002: ${contract.property}`);
    expect(doc.getPageCount()).toBeGreaterThanOrEqual(1);
  });

  it("copes with text the standard fonts cannot draw, long words and long terms", async () => {
    const contract: Contract = {
      ...structuredClone(sampleContracts[0]!),
      property: "Łódź Tower (Residence 9) \\ Αθήνα",
      buyer: { name: "Zoë Ørsted", email: "zoe@example.com", phone: "305 555 0100" },
      specialTerms: `${"Supercalifragilistic".repeat(12)} ${"Long terms. ".repeat(400)}`,
    };
    const bytes = await buildContractPdf(contract, options);
    const doc = await PDFDocument.load(bytes);
    expect(doc.getPageCount()).toBeGreaterThan(1);
    expect(doc.getTitle()).toBe(`Contract 000001: ${contract.property}`);
  });

  it("is named after the contract", () => {
    expect(contractPdfFileName(sampleContracts[0]!)).toBe("contract-000001-aman-miami-beach-residence-3a.pdf");
    expect(contractPdfFileName({ id: "7", property: "  ../../Ünïcode / Tower?  " })).toBe("contract-000007-unicode-tower.pdf");
  });
});
