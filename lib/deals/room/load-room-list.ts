import type { Contract } from "@/lib/schemas/contract";
import type { RoomList } from "@/lib/schemas/deal-room";
import { store } from "@/lib/store";
import { roomListOf } from "./room-list";
import { roomView } from "./room-view";

/** The room list of a contract as this browser holds it, for its PDF (loaded with the PDF code). */
export async function loadRoomList(contract: Contract): Promise<RoomList> {
  const room = await store.dealRooms.get(contract.id);
  return roomListOf(roomView(contract, room ?? undefined));
}
