import type { Contract } from "@/lib/schemas/contract";
import type { DealRoom, RoomItemRecord } from "@/lib/schemas/deal-room";
import { dealTypeOf, type DealType } from "./deal-type";
import { newItem } from "./state-machine";
import { checklistFor, checklistItem, type ChecklistItem } from "./templates";

export type RoomItemView = ChecklistItem & { record: RoomItemRecord };

export type RoomView = { type: DealType; items: RoomItemView[] };

/** A room's items: the template's, each with its stored state (missing when none is stored yet). */
export function roomView(contract: Pick<Contract, "property">, room: DealRoom | undefined): RoomView {
  const type = dealTypeOf(contract);
  const stored = new Map((room?.items ?? []).map((item) => [item.id, item]));
  const items = checklistFor(type).map((item) => ({ ...item, record: stored.get(item.id) ?? newItem(item.id) }));
  // An item stored but no longer in the template (an older template) is still listed, not lost.
  for (const record of stored.values()) {
    if (items.some((item) => item.id === record.id)) continue;
    const known = checklistItem(record.id);
    items.push({ ...(known ?? { id: record.id, title: record.id, why: "", provider: "", required: false }), record });
  }
  return { type, items };
}

export type RoomProgress = { required: number; received: number; waived: number; missingRequired: RoomItemView[] };

const settled = new Set(["received", "reviewed"]);

/** Items received (or reviewed) of those required, the waived ones, and the required items still missing. */
export function roomProgress(view: RoomView): RoomProgress {
  const required = view.items.filter((item) => item.required);
  return {
    required: required.length,
    received: required.filter((item) => settled.has(item.record.state)).length,
    waived: required.filter((item) => item.record.state === "waived").length,
    missingRequired: required.filter((item) => item.record.state === "missing" || item.record.state === "requested"),
  };
}

/** "3 of 9 required received, 1 waived". */
export function progressLabel(progress: RoomProgress): string {
  const waived = progress.waived > 0 ? `, ${progress.waived} waived` : "";
  return `${progress.received} of ${progress.required} required received${waived}`;
}
