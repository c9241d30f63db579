import { roomStateLabels } from "@/lib/deals/room/state-machine";
import { checklistItem } from "@/lib/deals/room/templates";
import type { RoomList } from "@/lib/schemas/deal-room";
import { Fingerprint } from "./fingerprint-text";

/** The deal room's list a checked file carries (/verify): each item's state and its current document's fingerprint. */
export function PacketRoomList({ room }: { room?: RoomList }) {
  if (!room) return null;
  return (
    <section aria-labelledby="packet-room" className="grid gap-4 rounded-lg border border-border bg-card p-6 shadow-soft">
      <h2 id="packet-room" className="text-2xl">
        Deal room in this file
      </h2>
      <p className="text-sm text-muted-foreground">
        The sender&rsquo;s checklist when the file was made: each item&rsquo;s state and its current document&rsquo;s SHA-256 fingerprint.
        The documents are not in the file, and the signatures do not cover this list.
      </p>
      <ul className="grid gap-3 text-sm" data-testid="packet-room-list">
        {room.map((item) => (
          <li key={item.id} className="grid gap-1 border-b border-border pb-3 last:border-0">
            <span className="font-medium">{checklistItem(item.id)?.title ?? item.id}</span>
            <span>
              {roomStateLabels[item.state]}
              {item.document ? `: ${item.document.name} (${item.document.size.toLocaleString("en-US")} bytes)` : ""}
            </span>
            {item.document ? (
              <span>
                SHA-256: <Fingerprint sha256={item.document.sha256} />
              </span>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
