import { sha256Hex } from "@/lib/files/fingerprint";
import { currentOwner } from "@/lib/account/current-owner";
import { readSession, sessionContact } from "@/lib/auth/session";
import type { Contract } from "@/lib/schemas/contract";
import type { DealRoom, RoomItemRecord } from "@/lib/schemas/deal-room";
import { createId, StoreError, isStoreError } from "@/lib/store";
import { writableStore, type WritableStore } from "@/lib/store/writes";
import { checkDocument } from "./file-check";
import {
  attachDocument,
  newItem,
  reopenItem,
  requestItem,
  reviewItem,
  RoomTransitionError,
  waiveItem,
  type RoomChange,
} from "./state-machine";
import { checklistItem } from "./templates";

/*
 * The deal room's writes (README.md). Every change to an item runs its transition inside the
 * store's atomic update of the room, so two tabs cannot both apply one; a refused transition is
 * StoreError("conflict") with the machine's sentence, and nothing is written.
 */

export type ItemChange = { kind: "request" } | { kind: "review" } | { kind: "reopen" } | { kind: "waive"; reason: string };

/** Who is making a change on this tab: the signed-in person's name, else this browser. */
export function changedBy(): string {
  return sessionContact(readSession()).name || "Signed out on this browser";
}

function change(): RoomChange {
  return { at: new Date().toISOString(), by: changedBy() };
}

function applyTo(room: DealRoom, itemId: string, step: (item: RoomItemRecord) => RoomItemRecord, at: string): DealRoom {
  const current = room.items.find((item) => item.id === itemId) ?? newItem(itemId);
  let next: RoomItemRecord;
  try {
    next = step(current);
  } catch (error) {
    if (error instanceof RoomTransitionError) throw new StoreError("conflict", error.message);
    throw error;
  }
  const exists = room.items.some((item) => item.id === itemId);
  const items = exists ? room.items.map((item) => (item.id === itemId ? next : item)) : [...room.items, next];
  return { ...room, items, updatedAt: at };
}

/** Changes one item of a contract's room, making the room on its first change. */
async function changeItem(
  contractId: string,
  itemId: string,
  step: (item: RoomItemRecord) => RoomItemRecord,
  store: WritableStore,
): Promise<DealRoom> {
  if (!checklistItem(itemId)) throw new StoreError("invalid", "This checklist item is not one the deal room knows.");
  const at = new Date().toISOString();
  try {
    return await store.dealRooms.update(contractId, (room) => applyTo(room, itemId, step, at));
  } catch (error) {
    if (!isStoreError(error) || error.kind !== "not-found") throw error;
  }
  const empty: DealRoom = { id: contractId, ...currentOwner(), contractId, items: [], updatedAt: at };
  try {
    return await store.dealRooms.create(applyTo(empty, itemId, step, at));
  } catch (error) {
    // Another tab made the room in between: change the one it made.
    if (!isStoreError(error) || error.kind !== "conflict" || !(await store.dealRooms.get(contractId))) throw error;
    return store.dealRooms.update(contractId, (room) => applyTo(room, itemId, step, at));
  }
}

/** Requests, reviews, reopens or waives (with a reason) one item of the contract's room. */
export function changeRoomItem(contractId: string, itemId: string, input: ItemChange, store: WritableStore = writableStore) {
  const by = change();
  const step = (item: RoomItemRecord) => {
    switch (input.kind) {
      case "request":
        return requestItem(item, by);
      case "review":
        return reviewItem(item, by);
      case "reopen":
        return reopenItem(item, by);
      case "waive":
        return waiveItem(item, input.reason, by);
    }
  };
  return changeItem(contractId, itemId, step, store);
}

/**
 * Attaches a file to an item (a new version when it has one: the old ones stay). The bytes are
 * checked first (size, then type by their first bytes); a refused file throws
 * StoreError("invalid") with the reason and nothing is stored.
 */
export async function attachRoomDocument(
  contractId: string,
  itemId: string,
  file: { name: string; bytes: Uint8Array },
  store: WritableStore = writableStore,
): Promise<DealRoom> {
  const check = checkDocument(file.bytes);
  if (!check.ok) throw new StoreError("invalid", check.reason);
  const name = file.name.trim().slice(0, 255) || "document";
  const sha256 = await sha256Hex(file.bytes);
  const by = change();
  const stored = await store.files.create({
    id: createId(),
    ...currentOwner(),
    name,
    type: check.type,
    size: file.bytes.byteLength,
    blob: new Blob([file.bytes as Uint8Array<ArrayBuffer>], { type: check.type }),
    createdAt: by.at,
  });
  const document = { fileId: stored.id, name, type: check.type, size: stored.size, sha256, addedAt: by.at, addedBy: by.by };
  try {
    return await changeItem(contractId, itemId, (item) => attachDocument(item, document, by), store);
  } catch (error) {
    await store.files.remove(stored.id).catch(() => undefined); // the item refused it: keep nothing
    throw error;
  }
}

/**
 * Records on the contract's timeline that the deal was completed while required items were
 * missing, after the person confirmed it (nothing blocks completion).
 */
export function recordCompletionWithMissing(contractId: string, missingTitles: readonly string[], store: WritableStore = writableStore) {
  const { at, by } = change();
  return store.contracts.update(contractId, (contract: Contract) => ({
    ...contract,
    timeline: [...contract.timeline, { date: at, fact: { kind: "completed-with-missing", by, missing: missingTitles.slice(0, 40) } }],
  }));
}
