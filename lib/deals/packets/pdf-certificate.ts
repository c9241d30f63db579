import { formatDateTime, padContractId } from "@/lib/format";
import type { Contract } from "@/lib/schemas/contract";
import { PACKET_FILE_NAME } from "@/lib/deals/packets/packet-format";
import { STATEMENT_TAG } from "@/lib/deals/signing/statement";
import { signatureStatusText } from "@/lib/deals/signing/status-text";
import type { ContractCheck, SignatureCheck } from "@/lib/deals/signing/verify";
import { partyLabels } from "@/lib/deals/contracts/parties";
import { fingerprintGroups } from "@/lib/files/fingerprint";
import { verifyAddressSentence } from "./verify-address";
import { MUTED, type Fonts, type Writer } from "./pdf-writer";

/**
 * The contract PDF's last page: who the parties are, each signature as checked when the file
 * was made (lib/deals/signing/verify.ts), the terms digest, and how to check them again from the
 * attached contract.json (the address of /verify, `verifyUrl`). `check` is null where the browser could not check (no Web Crypto).
 */
export function writeAuditCertificate(
  write: Writer,
  fonts: Fonts,
  contract: Contract,
  check: ContractCheck | null,
  verifyUrl: string,
): void {
  write.newPage();
  write.text("Audit certificate", { font: fonts.display, size: 22, gap: 2 });
  write.text(`Contract ${padContractId(contract.id)}: ${contract.property}`, { size: 10, color: MUTED, gap: 4 });
  write.text(
    check
      ? "Each signature was checked when this file was made, in the browser that made it, against the terms in this document."
      : "The browser that made this file could not check signatures on its address (Web Crypto needs https), so no signature has a status here.",
    { size: 9, color: MUTED },
  );

  write.heading("Parties");
  write.field("Buyer", `${contract.buyer.name} (${contract.buyer.email})`);
  write.field("Seller", `${contract.seller.name} (${contract.seller.email})`);
  write.field("Realtor", `${contract.realtor.name}, license ${contract.realtor.license}`);

  write.heading("Terms digest");
  write.field("SHA-256", check?.termsDigest ? fingerprintGroups(check.termsDigest) : "Not computed by this browser");
  write.text(
    "Of the canonical terms: contract number, property and address, the parties, purchase price, deposit, closing date, contingencies, special terms and realtor.",
    { size: 9, color: MUTED },
  );

  write.heading("Signatures");
  contract.signatures.forEach((signature, index) => {
    const checked: SignatureCheck | undefined = check?.signatures[index];
    write.field(partyLabels[signature.party], contract[signature.party].name);
    if (signature.status === "signed" && signature.date) {
      write.field("Signed by", signature.signedName ?? "Not recorded");
      write.field("Capacity", signature.capacity ?? "None stated");
      write.field("Time", `${formatDateTime(signature.date, { timeZone: "UTC" })} UTC`);
      // Computed from the key when checked; the recorded one where this browser could not check.
      const fingerprint = checked ? checked.keyFingerprint : signature.keyFingerprint;
      write.field("Key fingerprint", fingerprint ?? "No key: a typed name only");
    }
    const status = checked ? signatureStatusText[checked.status] : null;
    write.field("Status", status ? `${status.label}. ${status.meaning}` : "Not checked");
    write.space(8);
  });

  write.heading("Checking this file");
  write.text(
    `The contract and its signatures, with their public keys, are attached to this file as ${PACKET_FILE_NAME}, so the signatures can be checked again from the file alone. Each key signed, with ECDSA P-256 and SHA-256, the JSON text ["${STATEMENT_TAG}", party, typed name, capacity, time, terms digest].`,
    { size: 9, color: MUTED, gap: 6 },
  );
  write.text(verifyAddressSentence(verifyUrl), { size: 10, gap: 2 });
  write.link(verifyUrl);
}
