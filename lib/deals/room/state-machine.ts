import type { RoomDocument, RoomItemRecord, RoomItemState } from "@/lib/schemas/deal-room";

/*
 * A checklist item's life (README.md beside this file):
 *
 *   missing --request--> requested
 *   missing | requested | received | reviewed --attach--> received   (a new version keeps the old)
 *   received --review--> reviewed
 *   missing | requested | received --waive (reason)--> waived
 *   waived --reopen--> missing, or received when it has a document
 *
 * Pure functions: an item in, the next item out, or a RoomTransitionError saying why not. The
 * actions run them inside the store's atomic update.
 */

export class RoomTransitionError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "RoomTransitionError";
  }
}

export type RoomChange = { at: string; by: string };

export const roomStateLabels: Record<RoomItemState, string> = {
  missing: "Missing",
  requested: "Requested",
  received: "Received",
  reviewed: "Reviewed",
  waived: "Waived",
};

/** A fresh item of a template: missing, no documents, no history. */
export function newItem(id: string): RoomItemRecord {
  return { id, state: "missing", documents: [], history: [] };
}

function moved(item: RoomItemRecord, to: RoomItemState, change: RoomChange, note: string): RoomItemRecord {
  const rest = { ...item };
  delete rest.reason;
  return { ...rest, state: to, history: [...item.history, { at: change.at, by: change.by, from: item.state, to, note }] };
}

export function requestItem(item: RoomItemRecord, change: RoomChange): RoomItemRecord {
  if (item.state !== "missing") throw new RoomTransitionError(`Only a missing item can be requested; this one is ${item.state}.`);
  return moved(item, "requested", change, "Requested");
}

export function attachDocument(item: RoomItemRecord, document: RoomDocument, change: RoomChange): RoomItemRecord {
  if (item.state === "waived") throw new RoomTransitionError("This item is waived: reopen it before attaching a document.");
  const replacing = item.documents.length > 0;
  const next = moved(item, "received", change, `${replacing ? "New version" : "Attached"}: ${document.name}`);
  return { ...next, documents: [...item.documents, document] };
}

export function reviewItem(item: RoomItemRecord, change: RoomChange): RoomItemRecord {
  if (item.state !== "received") {
    throw new RoomTransitionError(
      item.state === "reviewed" ? "This item is already reviewed." : "Only a received document can be marked reviewed.",
    );
  }
  return moved(item, "reviewed", change, "Marked reviewed");
}

export function waiveItem(item: RoomItemRecord, reason: string, change: RoomChange): RoomItemRecord {
  const tidy = reason.trim();
  if (!tidy) throw new RoomTransitionError("Say why this item is waived.");
  if (item.state === "waived") throw new RoomTransitionError("This item is already waived.");
  if (item.state === "reviewed") throw new RoomTransitionError("A reviewed item needs no waiver.");
  return { ...moved(item, "waived", change, `Waived: ${tidy}`), reason: tidy };
}

export function reopenItem(item: RoomItemRecord, change: RoomChange): RoomItemRecord {
  if (item.state !== "waived") throw new RoomTransitionError("Only a waived item can be reopened.");
  return moved(item, item.documents.length > 0 ? "received" : "missing", change, "Reopened");
}

/** The document an item holds now (the newest version), if any. */
export function currentDocument(item: Pick<RoomItemRecord, "documents">): RoomDocument | undefined {
  return item.documents[item.documents.length - 1];
}
