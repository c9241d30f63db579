"use client";

import { useVisibleRecord } from "@/lib/account/use-visible-record";
import { progressLabel, roomProgress, roomView } from "@/lib/deals/room/room-view";
import { dealTypeLabel } from "@/lib/deals/room/templates";
import type { Contract } from "@/lib/schemas/contract";
import { store } from "@/lib/store";
import { RoomItemCard } from "./room-item-card";

/** The contract page's "Deal room" tab: the checklist of its deal type, with progress, documents and history. */
export function DealRoom({ contract }: { contract: Contract }) {
  const room = useVisibleRecord(store.dealRooms, contract.id);
  if (room.status === "loading") return <p className="py-10 text-muted-foreground">Loading…</p>;
  const view = roomView(contract, room.status === "ready" ? room.data : undefined);
  const progress = roomProgress(view);
  return (
    <section aria-labelledby="deal-room-title" className="grid gap-6 py-6">
      <div className="grid gap-2">
        <h3 id="deal-room-title" className="text-2xl">
          Deal room
        </h3>
        <p className="text-sm text-muted-foreground">
          {view.type.building ? `${view.type.building}: ` : "A building this site does not list: "}
          {dealTypeLabel(view.type)}. Documents are kept in this browser only; each shows its SHA-256 fingerprint, which the signed PDF
          lists so both sides can check they hold the same files.
        </p>
        <p className="font-medium" data-testid="room-progress">
          {progressLabel(progress)}
        </p>
        <progress
          className="h-2 w-full max-w-md accent-gold"
          value={progress.received}
          max={progress.required}
          aria-label="Required items received"
        />
      </div>
      <ul className="grid gap-4">
        {view.items.map((item) => (
          <RoomItemCard key={item.id} contractId={contract.id} item={item} />
        ))}
      </ul>
    </section>
  );
}
