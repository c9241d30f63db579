import type { RoomList } from "@/lib/schemas/deal-room";
import type { RoomView } from "./room-view";
import { currentDocument } from "./state-machine";
import { checklistItem } from "./templates";

/** The list a signed packet carries: every item's state and its current document's name, size and SHA-256. */
export function roomListOf(view: RoomView): RoomList {
  return view.items.map(({ record }) => {
    const document = currentDocument(record);
    return {
      id: record.id,
      state: record.state,
      ...(document ? { document: { name: document.name, size: document.size, sha256: document.sha256 } } : {}),
    };
  });
}

export type RoomDifference = {
  id: string;
  title: string;
  kind: "only-here" | "only-there" | "document-only-here" | "document-only-there" | "different-file" | "different-state";
  here?: RoomList[number];
  there?: RoomList[number];
};

export const differenceLabels: Record<RoomDifference["kind"], string> = {
  "only-here": "On this side only",
  "only-there": "In their file only",
  "document-only-here": "Document on this side only",
  "document-only-there": "Document in their file only",
  "different-file": "Different file (fingerprints differ)",
  "different-state": "Different state",
};

function differenceOf(here: RoomList[number] | undefined, there: RoomList[number] | undefined): RoomDifference["kind"] | null {
  if (!there) return "only-here";
  if (!here) return "only-there";
  if (here.document && !there.document) return "document-only-here";
  if (!here.document && there.document) return "document-only-there";
  if (here.document && there.document && here.document.sha256 !== there.document.sha256) return "different-file";
  if (here.state !== there.state) return "different-state";
  return null;
}

/** The items whose lists disagree, this side's order first, then any the other side alone has. */
export function compareRoomLists(here: RoomList, there: RoomList): RoomDifference[] {
  const theirs = new Map(there.map((item) => [item.id, item]));
  const ids = [...here.map((item) => item.id), ...there.map((item) => item.id).filter((id) => !here.some((item) => item.id === id))];
  const ours = new Map(here.map((item) => [item.id, item]));
  return ids.flatMap((id) => {
    const kind = differenceOf(ours.get(id), theirs.get(id));
    if (!kind) return [];
    const mine = ours.get(id);
    const other = theirs.get(id);
    return [{ id, title: checklistItem(id)?.title ?? id, kind, ...(mine ? { here: mine } : {}), ...(other ? { there: other } : {}) }];
  });
}
