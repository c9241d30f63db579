import { describe, expect, it } from "vitest";
import type { DealRoom, RoomList } from "@/lib/schemas/deal-room";
import { compareRoomLists, roomListOf } from "./room-list";
import { progressLabel, roomProgress, roomView } from "./room-view";

const A = "a".repeat(64);
const B = "b".repeat(64);
const at = "2026-11-29T07:00:00.000Z";
const doc = (sha256: string) => ({
  fileId: "f",
  name: "x.pdf",
  type: "application/pdf" as const,
  size: 5,
  sha256,
  addedAt: at,
  addedBy: "Ada",
});
const aman = { property: "Aman Miami Beach, Residence 3A" };

describe("a room's list and its comparison", () => {
  it("lists every template item with its state and only the current document's name, size and fingerprint", () => {
    const room: DealRoom = {
      id: "1",
      contractId: "1",
      updatedAt: at,
      items: [{ id: "brand-licence", state: "received", documents: [doc(A), doc(B)], history: [] }],
    };
    const list = roomListOf(roomView(aman, room));
    expect(list[0]).toEqual({ id: "brand-licence", state: "received", document: { name: "x.pdf", size: 5, sha256: B } });
    expect(list.find((item) => item.id === "offering-prospectus")).toEqual({ id: "offering-prospectus", state: "missing" });
  });

  it("finds no difference between equal lists", () => {
    const list: RoomList = [{ id: "brand-licence", state: "received", document: { name: "x.pdf", size: 5, sha256: A } }];
    expect(compareRoomLists(list, structuredClone(list))).toEqual([]);
  });

  it("names each kind of difference: a file, a state, a document or an item on one side only", () => {
    const here: RoomList = [
      { id: "brand-licence", state: "received", document: { name: "x.pdf", size: 5, sha256: A } },
      { id: "fee-schedule", state: "missing" },
      { id: "owner-use-rules", state: "received", document: { name: "r.pdf", size: 5, sha256: A } },
      { id: "title-deed", state: "missing" },
    ];
    const there: RoomList = [
      { id: "brand-licence", state: "received", document: { name: "x.pdf", size: 5, sha256: B } },
      { id: "fee-schedule", state: "waived" },
      { id: "owner-use-rules", state: "missing" },
      { id: "oqood-registration", state: "missing" },
    ];
    expect(compareRoomLists(here, there).map((difference) => [difference.id, difference.kind])).toEqual([
      ["brand-licence", "different-file"],
      ["fee-schedule", "different-state"],
      ["owner-use-rules", "document-only-here"],
      ["title-deed", "only-here"],
      ["oqood-registration", "only-there"],
    ]);
    expect(compareRoomLists(there, here).find((difference) => difference.id === "owner-use-rules")?.kind).toBe("document-only-there");
  });
});

describe("a room's progress", () => {
  it("counts received and reviewed required items, the waived ones, and names the required items still missing", () => {
    const room: DealRoom = {
      id: "1",
      contractId: "1",
      updatedAt: at,
      items: [
        { id: "brand-licence", state: "reviewed", documents: [doc(A)], history: [] },
        { id: "fee-schedule", state: "waived", reason: "Later", documents: [], history: [] },
        { id: "furniture-package", state: "received", documents: [doc(A)], history: [] },
      ],
    };
    const view = roomView(aman, room);
    const progress = roomProgress(view);
    const required = view.items.filter((item) => item.required).length;
    expect(progress).toMatchObject({ required, received: 1, waived: 1 });
    expect(progress.missingRequired).toHaveLength(required - 2);
    expect(progressLabel(progress)).toBe(`1 of ${required} required received, 1 waived`);
  });
});
