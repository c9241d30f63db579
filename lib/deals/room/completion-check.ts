import type { Contract } from "@/lib/schemas/contract";
import { store } from "@/lib/store";
import { recordCompletionWithMissing } from "./actions";
import { roomProgress, roomView } from "./room-view";

/** The titles of the required deal-room items still missing or only requested, as this browser holds the room. */
export async function missingAtCompletion(contract: Contract): Promise<string[]> {
  const room = await store.dealRooms.get(contract.id);
  return roomProgress(roomView(contract, room ?? undefined)).missingRequired.map((item) => item.title);
}

export { recordCompletionWithMissing };
