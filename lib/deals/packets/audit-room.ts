import type { RoomList } from "@/lib/schemas/deal-room";
import { fingerprintGroups } from "@/lib/files/fingerprint";
import { roomStateLabels } from "@/lib/deals/room/state-machine";
import { checklistItem } from "@/lib/deals/room/templates";
import { MUTED, type Fonts, type Writer } from "./pdf-writer";

/**
 * The audit page's deal room (lib/deals/room/README.md): each item with its state and, for its
 * current document, the name, size and SHA-256 fingerprint the packet carries. Nothing when the
 * PDF was made without a room list.
 */
export function writeAuditRoom(write: Writer, fonts: Fonts, room: RoomList | undefined): void {
  if (!room) return;
  write.heading("Deal room");
  write.text(
    "Each checklist item's state and its current document's SHA-256 fingerprint when this file was made. The documents themselves are not in this file; the signatures do not cover this list.",
    { size: 9, color: MUTED, gap: 6 },
  );
  for (const item of room) {
    write.text(checklistItem(item.id)?.title ?? item.id, { font: fonts.bold, size: 10, gap: 2 });
    write.field("State", roomStateLabels[item.state]);
    if (item.document) {
      write.field("Document", `${item.document.name} (${item.document.size.toLocaleString("en-US")} bytes)`);
      write.field("SHA-256", fingerprintGroups(item.document.sha256));
    }
    write.space(4);
  }
}
