"use client";

import { useVisibleRecord } from "@/lib/account/use-visible-record";
import { progressLabel, roomProgress, roomView } from "@/lib/deals/room/room-view";
import type { Contract } from "@/lib/schemas/contract";
import { store } from "@/lib/store";

/** "Deal room: 2 of 9 required received": the room's progress, for /account and the offer thread. */
export function RoomProgressLine({ contract }: { contract: Contract }) {
  const room = useVisibleRecord(store.dealRooms, contract.id);
  if (room.status === "loading") return null;
  const progress = roomProgress(roomView(contract, room.status === "ready" ? room.data : undefined));
  return (
    <p className="text-sm" data-testid="room-progress-line">
      Deal room: {progressLabel(progress)}
    </p>
  );
}
