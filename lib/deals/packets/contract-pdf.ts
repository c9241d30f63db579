import { PDFDict, PDFDocument, PDFName, PDFString, StandardFonts } from "pdf-lib";
import { formatDate, formatDateTime, padContractId } from "@/lib/format";
import { formatMoneyFigures } from "@/lib/money-figures";
import type { Contract } from "@/lib/schemas/contract";
import type { RoomList } from "@/lib/schemas/deal-room";
import { contractStatusLabels } from "@/lib/schemas/labels";
import { attachContractPacket } from "@/lib/deals/packets/attach-packet";
import { verifyContract } from "@/lib/deals/signing/verify";
import { partyLabels } from "@/lib/deals/contracts/parties";
import { timelineWords } from "@/lib/deals/contracts/timeline-words";
import { writeAuditRoom } from "./audit-room";
import { writeAuditCertificate } from "./pdf-certificate";
import { embedPdfFonts, type PdfFontFiles } from "./pdf-fonts";
import { needsEmbeddedFont, refuseUnprintable } from "./printable-contract";
import { GOLD, MUTED, Writer, type Fonts } from "./pdf-writer";

/*
 * The contract as a PDF, made in the browser with pdf-lib (imported only by this module, its
 * helpers pdf-writer.ts, pdf-text.ts, pdf-fonts.ts and pdf-certificate.ts, and lib/deals/packets/pdf-packet.ts,
 * which the Download PDF button loads with import() when pressed). Letter size, the standard
 * Helvetica and Times fonts, with Noto Sans embedded when they cannot draw a text (names and terms
 * print as typed; a character no font has refuses the PDF before anything is drawn), text wrapped
 * to the margins and continued on new pages as needed; then the audit certificate page, and the
 * contract itself attached as contract.json so its signatures can be checked from the file alone.
 */

/** "(text)" with PDF literal-string escapes, or null when the text is not plain printable ASCII. */
function asciiLiteral(text: string): PDFString | null {
  if (!/^[\x20-\x7e]*$/.test(text)) return null;
  return PDFString.of(text.replace(/[\\()]/g, (char) => `\\${char}`));
}

export type ContractPdfOptions = {
  /** When the document was made (shown in the footer and the metadata). */
  generatedAt: Date;
  /** The site's name, for the letterhead and the metadata. */
  siteName: string;
  /** The deal room's list (lib/deals/room), carried in the packet and listed on the audit page. */
  room?: RoomList;
  /** The address of /verify on this site (the audit page prints it): `new URL("/verify/", location.origin)` in the browser. */
  verifyUrl: string;
  /** The embedded font's files: `fetchPdfFont` in the browser, `readPdfFont` (pdf-fonts-node.ts) in Node. */
  fontFiles: PdfFontFiles;
};

/**
 * The contract (parties, terms, contingencies, signatures and timeline), its audit certificate
 * and the attached machine-readable contract, as PDF bytes.
 * The title is also stored as plain text in the document information, so the file can be
 * found by its property name.
 */
export async function buildContractPdf(contract: Contract, options: ContractPdfOptions): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  // Noto Sans is fetched and embedded only for a contract whose text the standard fonts cannot encode.
  const fallback = needsEmbeddedFont(contract, regular, options.room) ? await embedPdfFonts(doc, options.fontFiles) : [];
  const fonts: Fonts = {
    fallback,
    regular,
    bold: await doc.embedFont(StandardFonts.HelveticaBold),
    display: await doc.embedFont(StandardFonts.TimesRoman),
    italic: await doc.embedFont(StandardFonts.TimesRomanItalic),
  };
  refuseUnprintable(contract, fonts.regular, fallback, options.room);
  const number = padContractId(contract.id);
  const title = `Contract ${number}: ${contract.property}`;
  doc.setTitle(title);
  doc.setSubject(`Purchase agreement for ${contract.property}`);
  doc.setAuthor(options.siteName);
  doc.setCreator(options.siteName);
  doc.setProducer(`${options.siteName} (pdf-lib)`);
  doc.setLanguage("en-US");
  doc.setCreationDate(options.generatedAt);
  doc.setModificationDate(options.generatedAt);
  const literal = asciiLiteral(title);
  if (literal) doc.context.lookup(doc.context.trailerInfo.Info, PDFDict).set(PDFName.of("Title"), literal);

  const write = new Writer(doc, fonts);
  write.text(options.siteName.toUpperCase(), { font: fonts.bold, size: 9, color: GOLD, gap: 4 });
  write.text("Purchase Agreement", { font: fonts.display, size: 26, gap: 2 });
  write.text(contract.property, { font: fonts.display, size: 16, gap: 2 });
  write.text(`Contract ${number}   ·   ${contractStatusLabels[contract.status]}   ·   Created ${formatDate(contract.created)}`, {
    size: 9,
    color: MUTED,
  });

  write.heading("Property");
  write.field("Property", contract.property);
  write.field("Address", contract.propertyAddress);

  write.heading("Parties");
  for (const [label, party] of [
    ["Buyer", contract.buyer],
    ["Seller", contract.seller],
  ] as const) {
    write.field(label, party.name);
    write.field("Email", party.email);
    write.field("Phone", party.phone);
    write.space(4);
  }
  write.field("Realtor", `${contract.realtor.name}, license ${contract.realtor.license}`);

  write.heading("Financial terms");
  const [price, deposit, balance] = formatMoneyFigures([
    contract.amountCents,
    contract.depositCents,
    contract.amountCents - contract.depositCents,
  ]);
  write.field("Purchase price", price ?? "");
  write.field("Deposit", deposit ?? "");
  write.field("Balance at closing", balance ?? "");
  write.field("Closing date", formatDate(contract.closingDate));
  write.field("Signing deadline", formatDate(contract.deadline));

  write.heading("Contingencies");
  write.text(contract.contingencies || "None.", { gap: 2 });
  write.heading("Special terms");
  write.text(contract.specialTerms || "None.", { gap: 2 });

  write.heading("Signatures");
  for (const signature of contract.signatures) {
    const label = partyLabels[signature.party];
    if (signature.status === "signed" && signature.date) {
      write.field(label, `${signature.name}: signed ${formatDateTime(signature.date, { timeZone: "UTC" })} UTC`);
      if (signature.signedName) write.text(signature.signedName, { font: fonts.italic, size: 16, indent: 128, gap: 4 });
      if (signature.capacity) write.text(signature.capacity, { size: 9, color: MUTED, indent: 128, gap: 4 });
    } else {
      write.field(label, `${signature.name}: not signed yet`);
    }
  }

  write.heading("Timeline");
  for (const event of timelineWords(contract.timeline)) {
    write.field(formatDate(event.date, { timeZone: "UTC" }), `${event.event}. ${event.description}`);
  }

  // Where the browser offers no Web Crypto the certificate says the signatures were not checked.
  const check = await verifyContract(contract).catch(() => null);
  writeAuditCertificate(write, fonts, contract, check, options.verifyUrl);
  writeAuditRoom(write, fonts, options.room);
  await attachContractPacket(doc, contract, options.generatedAt, options.room);

  write.footer(
    `Made on ${formatDateTime(options.generatedAt.toISOString(), { timeZone: "UTC" })} UTC from the record kept in this browser. Preview document: a signature is a typed name, signed with a key kept in the signer's browser where the audit certificate shows a key fingerprint.`,
  );
  // No object streams: the document information (with the title) stays readable as plain text.
  return doc.save({ useObjectStreams: false });
}

/** "contract-000001-aman-miami-beach-residence-3a.pdf": safe on every file system. */
export function contractPdfFileName(contract: Pick<Contract, "id" | "property">): string {
  const slug = contract.property
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 60)
    .replace(/-+$/, "");
  return `contract-${padContractId(contract.id)
    .toLowerCase()
    .replace(/[^a-z0-9-]/g, "")}${slug ? `-${slug}` : ""}.pdf`;
}
