import * as z from "zod/mini";
import { contractSchema } from "@/lib/schemas/contract";
import { roomListSchema } from "@/lib/schemas/deal-room";
import { PACKET_FORMAT, PACKET_VERSION, refuse, shareable, type PacketResult } from "./packet-format";

/** Reading a packet's JSON (packet-format.ts): apart from writing one, so making a PDF does not load the schema. */

function parseJson(bytes: Uint8Array): unknown {
  try {
    return JSON.parse(new TextDecoder("utf-8", { fatal: true }).decode(bytes));
  } catch {
    return undefined;
  }
}

/** The contract in a packet's bytes, validated by the contract schema, or why not. */
export function parseContractPacket(bytes: Uint8Array): PacketResult {
  const packet = parseJson(bytes);
  if (typeof packet !== "object" || packet === null || Array.isArray(packet)) return refuse("damaged");
  const { format, version, contract, room } = packet as Record<string, unknown>;
  if (format !== PACKET_FORMAT) return refuse("foreign");
  if (typeof version !== "number" || !Number.isInteger(version) || version < 1) return refuse("damaged");
  if (version > PACKET_VERSION) return refuse("newer");
  const parsed = z.safeParse(contractSchema, contract);
  if (!parsed.success)
    return refuse(
      "damaged",
      parsed.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`),
    );
  const parties = parsed.data.signatures.map((signature) => signature.party);
  if (new Set(parties).size !== parties.length) return refuse("damaged", ["signatures: a party has more than one signature line"]);
  if (room === undefined) return { ok: true, contract: shareable(parsed.data) };
  const list = z.safeParse(roomListSchema, room);
  if (!list.success)
    return refuse(
      "damaged",
      list.error.issues.map((issue) => `room.${issue.path.join(".")}: ${issue.message}`),
    );
  return { ok: true, contract: shareable(parsed.data), room: list.data };
}
