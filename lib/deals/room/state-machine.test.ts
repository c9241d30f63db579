import { describe, expect, it } from "vitest";
import type { RoomDocument, RoomItemRecord, RoomItemState } from "@/lib/schemas/deal-room";
import {
  attachDocument,
  currentDocument,
  newItem,
  reopenItem,
  requestItem,
  reviewItem,
  RoomTransitionError,
  waiveItem,
} from "./state-machine";

const by = { at: "2026-11-29T07:00:00.000Z", by: "Ada Lovelace" };
const doc = (name: string, sha: string): RoomDocument => ({
  fileId: `file-${name}`,
  name,
  type: "application/pdf",
  size: 10,
  sha256: sha.repeat(64),
  addedAt: by.at,
  addedBy: by.by,
});

function itemIn(state: RoomItemState): RoomItemRecord {
  const item = newItem("brand-licence");
  if (state === "missing") return item;
  if (state === "requested") return requestItem(item, by);
  if (state === "waived") return waiveItem(item, "Not offered", by);
  const received = attachDocument(item, doc("a.pdf", "a"), by);
  return state === "received" ? received : reviewItem(received, by);
}

const transitions = {
  request: (item: RoomItemRecord) => requestItem(item, by),
  attach: (item: RoomItemRecord) => attachDocument(item, doc("b.pdf", "b"), by),
  review: (item: RoomItemRecord) => reviewItem(item, by),
  waive: (item: RoomItemRecord) => waiveItem(item, "  The seller has none  ", by),
  reopen: (item: RoomItemRecord) => reopenItem(item, by),
};

// Every state against every event: the state it moves to, or null when refused.
const table: Record<RoomItemState, Record<keyof typeof transitions, RoomItemState | null>> = {
  missing: { request: "requested", attach: "received", review: null, waive: "waived", reopen: null },
  requested: { request: null, attach: "received", review: null, waive: "waived", reopen: null },
  received: { request: null, attach: "received", review: "reviewed", waive: "waived", reopen: null },
  reviewed: { request: null, attach: "received", review: null, waive: null, reopen: null },
  waived: { request: null, attach: null, review: null, waive: null, reopen: "missing" },
};

describe("the checklist item's state machine", () => {
  for (const [from, events] of Object.entries(table) as [RoomItemState, (typeof table)[RoomItemState]][]) {
    for (const [event, to] of Object.entries(events) as [keyof typeof transitions, RoomItemState | null][]) {
      if (to) {
        it(`moves a ${from} item to ${to} on ${event}, recording who and when`, () => {
          const before = itemIn(from);
          const after = transitions[event](before);
          expect(after.state).toBe(to);
          expect(after.history.at(-1)).toMatchObject({ at: by.at, by: "Ada Lovelace", from, to });
          expect(after.history).toHaveLength(before.history.length + 1);
        });
      } else {
        it(`refuses ${event} on a ${from} item with a sentence`, () => {
          expect(() => transitions[event](itemIn(from))).toThrow(RoomTransitionError);
        });
      }
    }
  }

  it("keeps the waiver's reason, tidied, and drops it on reopening", () => {
    const waived = waiveItem(newItem("x"), "  The seller has none  ", by);
    expect(waived.reason).toBe("The seller has none");
    expect(waived.history.at(-1)?.note).toBe("Waived: The seller has none");
    expect(reopenItem(waived, by).reason).toBeUndefined();
  });

  it("refuses a waiver without a reason", () => {
    expect(() => waiveItem(newItem("x"), "   ", by)).toThrow("Say why this item is waived.");
  });

  it("keeps every version when a new one is attached, the newest current", () => {
    const first = attachDocument(newItem("x"), doc("v1.pdf", "a"), by);
    const second = attachDocument(reviewItem(first, by), doc("v2.pdf", "b"), by);
    expect(second.documents.map((document) => document.name)).toEqual(["v1.pdf", "v2.pdf"]);
    expect(currentDocument(second)?.name).toBe("v2.pdf");
    expect(second.history.at(-1)?.note).toBe("New version: v2.pdf");
  });

  it("reopens a waived item that holds a document as received", () => {
    const received = attachDocument(newItem("x"), doc("v1.pdf", "a"), by);
    expect(reopenItem(waiveItem(received, "Later", by), by).state).toBe("received");
  });
});
