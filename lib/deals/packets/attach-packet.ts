import { AFRelationship, type PDFDocument } from "pdf-lib";
import type { Contract } from "@/lib/schemas/contract";
import type { RoomList } from "@/lib/schemas/deal-room";
import { PACKET_FILE_NAME, contractPacketBytes } from "./packet-format";

/*
 * The contract inside its PDF, as a standard attachment (`contract.json`, in the catalog's Names /
 * EmbeddedFiles tree, which PDF readers list as an attached file). pdf-packet.ts reads it back.
 */

/** Attaches the machine-readable contract (packet-format.ts) to a PDF being made. */
export async function attachContractPacket(doc: PDFDocument, contract: Contract, at: Date, room?: RoomList): Promise<void> {
  await doc.attach(contractPacketBytes(contract, room), PACKET_FILE_NAME, {
    mimeType: "application/json",
    description: "The contract and its signatures, machine-readable, for checking them",
    creationDate: at,
    modificationDate: at,
    afRelationship: AFRelationship.Data,
  });
}
