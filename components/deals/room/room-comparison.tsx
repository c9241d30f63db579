"use client";

import { useVisibleRecord } from "@/lib/account/use-visible-record";
import { compareRoomLists, differenceLabels, roomListOf } from "@/lib/deals/room/room-list";
import { roomView } from "@/lib/deals/room/room-view";
import { roomStateLabels } from "@/lib/deals/room/state-machine";
import type { Contract } from "@/lib/schemas/contract";
import type { RoomList } from "@/lib/schemas/deal-room";
import { store } from "@/lib/store";

function side(item: RoomList[number] | undefined): string {
  if (!item) return "not listed";
  return `${roomStateLabels[item.state]}${item.document ? `, ${item.document.name} (SHA-256 ${item.document.sha256.slice(0, 8).toUpperCase()}…)` : ""}`;
}

/** After importing the other party's PDF: which deal-room items differ between their list and this browser's. */
export function RoomComparison({ contract, theirs }: { contract: Contract; theirs: RoomList | null }) {
  const room = useVisibleRecord(store.dealRooms, contract.id);
  if (room.status === "loading") return null;
  if (!theirs) return <p className="text-sm text-muted-foreground">Their file carries no deal room list to compare.</p>;
  const differences = compareRoomLists(roomListOf(roomView(contract, room.status === "ready" ? room.data : undefined)), theirs);
  if (differences.length === 0) {
    return (
      <p className="text-sm" data-testid="room-comparison">
        Deal room: their file lists the same items, states and fingerprints as this browser.
      </p>
    );
  }
  return (
    <div className="grid gap-2 text-sm" data-testid="room-comparison">
      <p className="font-medium">
        Deal room: {differences.length} {differences.length === 1 ? "item differs" : "items differ"} from their file.
      </p>
      <ul className="grid gap-2">
        {differences.map((difference) => (
          <li key={difference.id} data-testid={`room-difference-${difference.id}`}>
            <span className="font-medium">{difference.title}</span>: {differenceLabels[difference.kind]}. Here: {side(difference.here)}.
            Theirs: {side(difference.there)}.
          </li>
        ))}
      </ul>
    </div>
  );
}
