import { describe, expect, it } from "vitest";
import { signInForTest } from "@/lib/account/testing";
import { generateSigningKey } from "@/lib/deals/signing/keys";
import { siteTestStore } from "@/lib/store/testing";
import { addContact, markContactCompared, removeContact } from "./actions";
import { keyCardOf } from "./key-card-text";

async function card() {
  const key = await generateSigningKey("seller-account");
  return keyCardOf({
    name: "Jordan Blake",
    email: "jordan@collinsdune.example",
    publicKey: key.publicKeySpki,
    fingerprint: key.keyFingerprint,
    createdAt: "2026-11-27T10:00:00.000Z",
  });
}

describe("contacts", () => {
  it("keeps a card for whoever is signed in, with how and when it arrived; marks it compared; removes it", async () => {
    signInForTest("acct-1");
    const collections = siteTestStore().collections;
    const added = await addContact(await card(), "link", new Date("2026-11-28T10:00:00.000Z"), collections);
    expect(added).toMatchObject({ ownerId: "acct-1", name: "Jordan Blake", receivedBy: "link", receivedAt: "2026-11-28T10:00:00.000Z" });
    expect(added.comparedAt).toBeUndefined();
    const compared = await markContactCompared(added.id, new Date("2026-11-28T11:00:00.000Z"), collections);
    expect(compared.comparedAt).toBe("2026-11-28T11:00:00.000Z");
    await removeContact(added.id, collections);
    expect(await collections.contacts.list()).toEqual([]);
  });
});
