import { describe, expect, it } from "vitest";
import { signInForTest } from "@/lib/account/testing";
import { siteTestStore } from "@/lib/store/testing";
import { MAX_ATTACHMENT_BYTES } from "./attachment";
import { sendMessage, type CheckedFile } from "./actions";

const message = { threadId: "1", sender: "Eleanor Whitfield", role: "Buyer" as const };
const pdf: CheckedFile = {
  name: "survey.pdf",
  type: "application/pdf",
  size: 9,
  bytes: new Uint8Array([37, 80, 68, 70, 45, 49, 46, 52, 10]),
};

describe("sending a message", () => {
  it("stores the text on its thread as the current person's", async () => {
    signInForTest("acct-1");
    const store = siteTestStore().collections;
    const sent = await sendMessage({ ...message, text: "The survey is attached." }, store);
    expect(sent).toMatchObject({ threadId: "1", message: "The survey is attached.", isCurrentUser: true, ownerId: "acct-1" });
    expect(sent).not.toHaveProperty("attachment");
    expect(await store.messages.list()).toEqual([sent]);
  });

  it("stores an attachment first, as a Blob of its checked type, and the message points at it", async () => {
    const store = siteTestStore().collections;
    const sent = await sendMessage({ ...message, text: "", file: pdf }, store);
    expect(sent.message).toBe("Shared survey.pdf");
    expect(sent.attachment).toEqual({ id: expect.any(String), name: "survey.pdf", type: "application/pdf", size: 9 });
    const stored = await store.files.get(sent.attachment?.id ?? "");
    expect(stored).toMatchObject({ name: "survey.pdf", type: "application/pdf", size: 9 });
    expect(stored?.blob.type).toBe("application/pdf");
    expect(new Uint8Array(await stored!.blob.arrayBuffer())).toEqual(pdf.bytes);
  });

  it("removes the attachment again when the message cannot be saved", async () => {
    const store = siteTestStore().collections;
    // A message with no thread does not pass its schema: the store refuses it after the file is stored.
    await expect(sendMessage({ ...message, threadId: "", text: "Here", file: pdf }, store)).rejects.toMatchObject({ kind: "invalid" });
    expect(await store.files.list()).toEqual([]);
    expect(await store.messages.list()).toEqual([]);
  });

  it("refuses a file over 10 MB before storing anything", async () => {
    const store = siteTestStore().collections;
    const big = { ...pdf, size: MAX_ATTACHMENT_BYTES + 1 };
    await expect(sendMessage({ ...message, text: "Big", file: big }, store)).rejects.toThrow("The selected file must be smaller than 10MB");
    expect(await store.files.list()).toEqual([]);
    expect(await store.messages.list()).toEqual([]);
  });
});
