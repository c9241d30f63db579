import { describe, expect, it } from "vitest";
import { sampleContracts } from "@/lib/catalogue/contracts";
import type { Contract } from "@/lib/schemas/contract";
import { buildContractPdf } from "./contract-pdf";
import { nodePdfOptions } from "./node-pdf-options";
import { pdfPageLines } from "./pdf-page-text";
import { readContractPacket } from "./pdf-packet";
import { isUnprintable } from "./unprintable";

const options = nodePdfOptions("2026-11-22T12:00:00.000Z");
const withNames = (changes: Partial<Contract>): Contract => ({ ...structuredClone(sampleContracts[0]!), ...changes });
const allText = async (bytes: Uint8Array) => (await pdfPageLines(bytes)).flat().join("\n");

async function refusal(contract: Contract): Promise<Error> {
  const error = await buildContractPdf(contract, options).then(
    () => null,
    (thrown: unknown) => thrown,
  );
  if (!(error instanceof Error)) throw new Error("the PDF was made");
  return error;
}

describe("the contract PDF's font", { timeout: 20_000 }, () => {
  it("prints Latin Extended, Vietnamese, Greek and Cyrillic names and terms as typed, and they read back as typed", async () => {
    const contract = withNames({
      property: "Łódź Tower, Residence 9",
      buyer: { name: "Łukasz Ődön Nguyễn", email: "lukasz@example.com", phone: "305 555 0100" },
      seller: { name: "Γιώργος Παπαδόπουλος", email: "giorgos@example.com", phone: "305 555 0101" },
      specialTerms: "Подписано: Дмитрий Иванович Шостакович. Zoë Ørsted keeps the piano.",
    });
    const bytes = await buildContractPdf(contract, options);
    const text = await allText(bytes);
    for (const typed of [
      "Łódź Tower, Residence 9",
      "Łukasz Ődön Nguyễn",
      "Γιώργος Παπαδόπουλος",
      "Подписано: Дмитрий Иванович Шостакович.",
    ]) {
      expect(text).toContain(typed);
    }
    // Nothing was replaced: no question mark and no accent dropped.
    expect(text).not.toMatch(/Lukasz|Odon|\?/);
    const packet = await readContractPacket(bytes);
    expect(packet.ok && packet.contract.buyer.name).toBe("Łukasz Ődön Nguyễn");
  });

  it("prints a letter typed as a base letter and a combining accent composed", async () => {
    const bytes = await buildContractPdf(withNames({ buyer: { ...sampleContracts[0]!.buyer, name: "Zoe\u0301 Ho\u030b" } }), options);
    expect(await allText(bytes)).toContain("Zoé Hő");
  });

  it("refuses a CJK ideograph before printing, naming the character and where it is", async () => {
    const error = await refusal(withNames({ property: "Tokyo Tower 東京" }));
    expect(isUnprintable(error)).toBe(true);
    expect(error.message).toBe(
      'The PDF was not made: "東" (U+6771) in the property is not in the PDF\'s font, so it cannot be printed as typed. Change it to print the contract.',
    );
  });

  it("refuses an emoji in a party's name, naming it", async () => {
    const error = await refusal(withNames({ seller: { ...sampleContracts[0]!.seller, name: "Zoë Ørsted 👑" } }));
    expect(error.message).toContain("\"👑\" (U+1F451) in the seller's name is not in the PDF's font");
  });
});
