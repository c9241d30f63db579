import type { Contract } from "@/lib/schemas/contract";
import type { RoomList } from "@/lib/schemas/deal-room";
import { retryImport } from "@/lib/retry-import";
import { MAX_PACKET_PDF_BYTES, PACKET_REFUSALS } from "@/lib/deals/packets/packet-format";
import type { ContractCheck, ExpectedKeys } from "@/lib/deals/signing/verify";

export type PacketFileResult =
  { ok: true; contract: Contract; check: ContractCheck; room?: RoomList } | { ok: false; reason: string; issues?: string[] };

/**
 * A chosen or dropped file read as a contract PDF and checked, all in this browser: the size is
 * checked before the file is read into memory; the PDF is read in a Web Worker with a time budget
 * (pdf-lib and the contract schema load there), and the checking code loads only now. Never throws for a bad file; a missing Web Crypto or a failed download of
 * the code does throw (the caller says so).
 */
export async function readPacketFile(file: File, expectedKeys?: ExpectedKeys): Promise<PacketFileResult> {
  if (file.size > MAX_PACKET_PDF_BYTES) return { ok: false, reason: PACKET_REFUSALS.tooLarge };
  const [{ readPacketInWorker }, { verifyContract }] = await retryImport(() =>
    Promise.all([import("@/lib/deals/packets/read-in-worker"), import("@/lib/deals/signing/verify")]),
  );
  let bytes: ArrayBuffer;
  try {
    bytes = await file.arrayBuffer();
  } catch {
    return { ok: false, reason: "This file could not be read. Choose it again." };
  }
  const packet = await readPacketInWorker(bytes);
  if (!packet.ok) return { ok: false, reason: packet.reason, ...(packet.issues ? { issues: packet.issues } : {}) };
  const check = await verifyContract(packet.contract, expectedKeys ? { expectedKeys } : {});
  return { ok: true, contract: packet.contract, check, ...(packet.room ? { room: packet.room } : {}) };
}

/** Every signed line checks against these terms (pending lines aside): the file may be kept or merged. */
export function packetVerified(check: ContractCheck): boolean {
  return check.signatures.every((signature) => signature.status === "valid" || signature.status === "pending");
}
