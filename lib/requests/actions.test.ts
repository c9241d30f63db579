import { describe, expect, it } from "vitest";
import { signInForTest } from "@/lib/account/testing";
import { siteTestStore } from "@/lib/store/testing";
import { saveRequest } from "./actions";

const contact = { name: "Ada Lovelace", email: "ada@example.com", phone: "305 555 0100" };

describe("saving a request", () => {
  it("stores it as received, about its subject, with an id and the time it was made", async () => {
    const store = siteTestStore().collections;
    const saved = await saveRequest(
      "Aman Miami Beach",
      { kind: "inquiry", data: { ...contact, message: "Is the penthouse free?" } },
      store,
    );
    expect(saved).toMatchObject({
      kind: "inquiry",
      subject: "Aman Miami Beach",
      status: "received",
      data: { message: "Is the penthouse free?" },
    });
    expect(saved.id).not.toBe("");
    expect(Date.parse(saved.createdAt)).not.toBeNaN();
    expect(await store.requests.list()).toEqual([saved]);
    expect(saved).not.toHaveProperty("ownerId");
  });

  it("belongs to whoever is signed in on the tab", async () => {
    signInForTest("acct-7");
    const store = siteTestStore().collections;
    const saved = await saveRequest(
      "Aman Miami Beach",
      { kind: "tour", data: { ...contact, date: "2031-05-01", time: "14:30", partySize: "2", notes: "" } },
      store,
    );
    expect((await store.requests.get(saved.id))?.ownerId).toBe("acct-7");
  });

  it("saves nothing and says so in the form's words when the details do not pass the schema", async () => {
    const store = siteTestStore().collections;
    const refused = saveRequest(
      "Aman Miami Beach",
      { kind: "inquiry", data: { ...contact, email: "not an email", message: "Hello" } },
      store,
    );
    await expect(refused).rejects.toMatchObject({
      name: "StoreError",
      kind: "invalid",
      message: "Some details are not valid, so nothing was saved. Check the form and try again.",
    });
    expect(await store.requests.list()).toEqual([]);
  });
});
