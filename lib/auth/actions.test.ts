import { describe, expect, it } from "vitest";
import type { SignUp } from "@/lib/schemas/account";
import { createUndoCopyStore } from "@/lib/store";
import { siteTestStore } from "@/lib/store/testing";
import { accountIdFor } from "./accounts";
import { signInAccount, signUpAccount } from "./actions";

const ada: SignUp = {
  role: "buyer",
  firstName: "Ada",
  lastName: "Lovelace",
  email: "Ada@Example.com",
  phone: "305 555 0100",
  password: "analytical engine 1843",
  agreesToTerms: true,
};

describe("the sign-up and sign-in actions", () => {
  it("sign-up keeps the account in the store it is given, and sign-in finds it with the same password", async () => {
    const store = siteTestStore().collections;
    const created = await signUpAccount(ada, store);
    expect(await store.accounts.list()).toEqual([created]);
    expect(created.email).toBe("ada@example.com");
    expect(created).not.toHaveProperty("password");

    const signedIn = await signInAccount({ email: "ADA@example.com", password: ada.password }, store);
    expect(signedIn.id).toBe(created.id);
    await expect(signInAccount({ email: ada.email, password: "wrong password here" }, store)).rejects.toMatchObject({
      kind: "wrong-credentials",
    });
  });

  it("a new account finds no undo copy left by an earlier account of the same email", async () => {
    const store = siteTestStore().collections;
    const copies = createUndoCopyStore({ findIndexedDB: () => undefined });
    const id = await accountIdFor("ada@example.com");
    await copies.put({ owner: id, text: "{}", fileName: "restore.json", backupName: "before.json", createdAt: "2026-11-29T03:00:00.000Z" });
    await copies.put({ owner: "acct-other", text: "{}", fileName: "r.json", backupName: "b.json", createdAt: "2026-11-29T03:00:00.000Z" });
    const created = await signUpAccount(ada, store, () => copies);
    expect(created.id).toBe(id);
    expect(await copies.get(id)).toBeNull();
    expect(await copies.get("acct-other")).not.toBeNull();
    copies.close();
  });
});
