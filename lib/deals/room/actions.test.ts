import { timelineWords } from "@/lib/deals/contracts/timeline-words";
import { describe, expect, it } from "vitest";
import { signInForTest } from "@/lib/account/testing";
import { sampleContracts } from "@/lib/catalogue/contracts";
import { isStoreError } from "@/lib/store";
import { siteTestStore } from "@/lib/store/testing";
import { attachRoomDocument, changeRoomItem, recordCompletionWithMissing } from "./actions";

const pdf = (text: string) => new TextEncoder().encode(`%PDF-1.7\n${text}\n%%EOF\n`);

async function refusal(promise: Promise<unknown>) {
  try {
    await promise;
  } catch (error) {
    if (isStoreError(error)) return error;
    throw error;
  }
  throw new Error("expected a refusal");
}

describe("the deal room's actions", () => {
  it("attach a PDF: the file is stored, the item received, its SHA-256 and who attached it recorded, owned by who is signed in", async () => {
    signInForTest("acc-ada");
    const store = siteTestStore().collections;
    const room = await attachRoomDocument("1", "brand-licence", { name: "licence.pdf", bytes: pdf("v1") }, store);
    const item = room.items.find((candidate) => candidate.id === "brand-licence");
    expect(room).toMatchObject({ id: "1", contractId: "1", ownerId: "acc-ada" });
    expect(item?.state).toBe("received");
    expect(item?.documents[0]).toMatchObject({ name: "licence.pdf", type: "application/pdf", addedBy: "Ada Lovelace" });
    expect(item?.documents[0]?.sha256).toMatch(/^[0-9a-f]{64}$/);
    const file = await store.files.get(item?.documents[0]?.fileId ?? "");
    expect(file).toMatchObject({ ownerId: "acc-ada", name: "licence.pdf", size: pdf("v1").byteLength });
  });

  it("keep the old version when a new one is attached", async () => {
    const store = siteTestStore().collections;
    await attachRoomDocument("1", "brand-licence", { name: "v1.pdf", bytes: pdf("v1") }, store);
    const room = await attachRoomDocument("1", "brand-licence", { name: "v2.pdf", bytes: pdf("v2") }, store);
    const documents = room.items[0]?.documents ?? [];
    expect(documents.map((document) => document.name)).toEqual(["v1.pdf", "v2.pdf"]);
    expect(documents[0]?.sha256).not.toBe(documents[1]?.sha256);
    expect(await store.files.list()).toHaveLength(2);
  });

  it("refuse a hostile file with the reason and store nothing", async () => {
    const store = siteTestStore().collections;
    const error = await refusal(
      attachRoomDocument("1", "brand-licence", { name: "licence.pdf", bytes: new TextEncoder().encode("<script>") }, store),
    );
    expect(error.kind).toBe("invalid");
    expect(error.message).toMatch(/not a PDF, PNG or JPEG/);
    expect(await store.files.list()).toEqual([]);
    expect(await store.dealRooms.list()).toEqual([]);
  });

  it("refuse to attach to a waived item and keep no file", async () => {
    const store = siteTestStore().collections;
    await changeRoomItem("1", "furniture-package", { kind: "waive", reason: "Sold unfurnished" }, store);
    const error = await refusal(attachRoomDocument("1", "furniture-package", { name: "a.pdf", bytes: pdf("a") }, store));
    expect(error.kind).toBe("conflict");
    expect(await store.files.list()).toEqual([]);
  });

  it("waive with a reason, request and review, refusing what the machine refuses", async () => {
    const store = siteTestStore().collections;
    const waived = await changeRoomItem("1", "furniture-package", { kind: "waive", reason: "Sold unfurnished" }, store);
    expect(waived.items[0]).toMatchObject({ state: "waived", reason: "Sold unfurnished" });
    await changeRoomItem("1", "fee-schedule", { kind: "request" }, store);
    const error = await refusal(changeRoomItem("1", "fee-schedule", { kind: "review" }, store));
    expect(error.kind).toBe("conflict");
    const room = await store.dealRooms.get("1");
    expect(room?.items.map((item) => [item.id, item.state])).toEqual([
      ["furniture-package", "waived"],
      ["fee-schedule", "requested"],
    ]);
  });

  it("refuse an item the templates do not know", async () => {
    const store = siteTestStore().collections;
    expect((await refusal(changeRoomItem("1", "no-such-item", { kind: "request" }, store))).kind).toBe("invalid");
  });

  it("record a completion with required items missing on the contract's timeline", async () => {
    const store = siteTestStore({ contracts: sampleContracts }).collections;
    const contract = await recordCompletionWithMissing("1", ["Brand licence and management agreement"], store);
    expect(timelineWords(contract.timeline).at(-1)).toMatchObject({ event: "Completed with documents missing" });
    expect(timelineWords(contract.timeline).at(-1)?.description).toMatch(/Brand licence and management agreement/);
  });
});
