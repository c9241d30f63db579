import { afterEach, describe, expect, it } from "vitest";
import { accountSchema } from "@/lib/schemas/account";
import { memoryCollections } from "@/lib/store/testing";
import { signUp } from "./accounts";
import { checkPassword } from "./confirm-password";

const stores: { close(): void }[] = [];

afterEach(() => {
  stores.splice(0).forEach((store) => store.close());
});

async function accountWithPassword(password: string) {
  const store = memoryCollections({ accounts: accountSchema }, "confirm-password-test");
  stores.push(store);
  const accounts = store.collections.accounts;
  const account = await signUp(
    accounts,
    {
      role: "buyer",
      firstName: "Ana",
      lastName: "Reyes",
      email: "ana@example.com",
      phone: "305 555 0101",
      password,
      agreesToTerms: true,
    },
    { iterations: 1_000 },
  );
  return { accounts, account };
}

describe("confirming the signed-in account's password", () => {
  it("confirms the right password and refuses any other", async () => {
    const { accounts, account } = await accountWithPassword("a long passphrase 2026");
    expect(await checkPassword(accounts, account.id, "a long passphrase 2026")).toBe("confirmed");
    expect(await checkPassword(accounts, account.id, "a long passphrase 2027")).toBe("incorrect");
    expect(await checkPassword(accounts, account.id, "")).toBe("incorrect");
  });

  it("says when the account is no longer in this browser", async () => {
    const { accounts } = await accountWithPassword("a long passphrase 2026");
    expect(await checkPassword(accounts, "acct-gone", "a long passphrase 2026")).toBe("missing");
  });
});
