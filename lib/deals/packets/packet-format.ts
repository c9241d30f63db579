import type { Contract } from "@/lib/schemas/contract";
import type { RoomList } from "@/lib/schemas/deal-room";

/**
 * The machine-readable contract a PDF carries (pdf-packet.ts): JSON of
 * `{ format, version, contract }`, where `contract` is the Contract record (terms, signatures with
 * their public keys, timeline) without `ownerId`, which names an account of the browser that made
 * the file and means nothing in another. The format marker tells this site's packet from any
 * other `contract.json`; the version lets a later format be refused with a reason.
 */
export const PACKET_FILE_NAME = "contract.json";
export const PACKET_FORMAT = "aurum-residences/contract";
export const PACKET_VERSION = 1;
/**
 * The largest contract the schema allows (every text field at its cap, 200 timeline events of
 * 6,000 characters, text that hardly compresses) makes a 2.7 MB PDF; a signed sample, 13 KB. 4 MB
 * leaves half as much again; a larger file is not one of this site's PDFs (README).
 */
export const MAX_PACKET_PDF_BYTES = 4 * 1024 * 1024;
/** The packet as stored in the PDF (compressed; 390 KB for the largest contract): bounds what is decompressed. */
export const MAX_PACKET_STREAM_BYTES = 1024 * 1024;
/** The packet's JSON once decompressed. */
export const MAX_PACKET_JSON_BYTES = 2 * 1024 * 1024;

export const PACKET_REFUSALS = {
  tooLarge: "This file is larger than 4 MB, so it is not a contract PDF from this site.",
  notPdf: "This file is not a PDF.",
  unreadable: "This PDF could not be read: it is damaged, or protected with a password.",
  noContract: "This PDF carries no contract from this site.",
  foreign: "The contract.json attached to this PDF is not a contract from this site.",
  several: "This PDF carries more than one contract, so it cannot be checked.",
  damaged: "The contract inside this PDF is damaged, so it cannot be checked.",
  tooComplex:
    "This PDF was refused without reading it: it is built in a way no contract PDF from this site is (too many objects, nesting too deep, or compressed data that expands too far).",
  tooSlow:
    "This PDF took too long to read and was refused: a contract PDF from this site reads in a second or two, so this file is damaged or made to stall the page.",
  crashed: "This PDF could not be read: reading it ran out of memory or failed, so it was refused.",
  newer: "The contract in this PDF is in a format this page cannot read: a newer version of the site made it, or the file is damaged.",
} as const;

export type PacketRefusal = keyof typeof PACKET_REFUSALS;

export type PacketResult =
  /** `room`: the sender's deal room list (lib/deals/room/README.md), when the file carries one. */
  | { ok: true; contract: Contract; room?: RoomList }
  | {
      ok: false;
      refusal: PacketRefusal;
      /** A sentence to show. */
      reason: string;
      /** For "damaged": where the contract failed its schema ("signatures.1.publicKey: ..."). */
      issues?: string[];
    };

export function refuse(refusal: PacketRefusal, issues?: string[]): PacketResult {
  return { ok: false, refusal, reason: PACKET_REFUSALS[refusal], ...(issues ? { issues } : {}) };
}

/** The contract as the packet carries it: without the local owner, and under the id its terms were signed with. */
export function shareable(contract: Contract): Contract {
  const rest = { ...contract, id: contract.packetId ?? contract.id };
  delete rest.ownerId;
  delete rest.packetId;
  return rest;
}

/** The packet's JSON; the deal room's list rides beside the contract, outside the terms the signatures cover. */
export function contractPacketBytes(contract: Contract, room?: RoomList): Uint8Array {
  return new TextEncoder().encode(
    JSON.stringify({ format: PACKET_FORMAT, version: PACKET_VERSION, contract: shareable(contract), ...(room ? { room } : {}) }),
  );
}
