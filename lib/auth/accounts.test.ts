import { afterEach, describe, expect, it } from "vitest";
import { accountSchema, type SignUp } from "@/lib/schemas/account";
import { memoryCollections } from "@/lib/store/testing";
import { AUTH_ERROR_MESSAGES, accountIdFor, findAccount, isAuthError, sessionFor, signIn, signUp } from "./accounts";
import { fromBase64 } from "./password";

const FAST = { iterations: 1_000 };
const stores: { close(): void }[] = [];

/** An accounts collection in memory (no IndexedDB), like the app's store.accounts. */
function accountsCollection() {
  const store = memoryCollections({ accounts: accountSchema }, "auth-test");
  stores.push(store);
  return store.collections.accounts;
}

afterEach(() => {
  stores.splice(0).forEach((store) => store.close());
});

const eleanor: SignUp = {
  role: "realtor",
  firstName: "Eleanor",
  lastName: "Whitfield",
  email: "Eleanor@Example.com",
  phone: "305 555 0142",
  organisation: "Whitfield Realty",
  password: "correct horse battery",
  agreesToTerms: true,
};

async function rejection(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error("expected a rejection");
}

describe("signUp", () => {
  it("stores the account with a salted hash, the iteration count and no password", async () => {
    const accounts = accountsCollection();
    const account = await signUp(accounts, eleanor, { ...FAST, now: new Date("2026-11-22T10:00:00Z") });
    expect(account).toMatchObject({
      role: "realtor",
      firstName: "Eleanor",
      email: "eleanor@example.com",
      organisation: "Whitfield Realty",
      iterations: 1_000,
      createdAt: "2026-11-22T10:00:00.000Z",
    });
    expect(fromBase64(account.salt)).toHaveLength(16);
    const [stored] = await accounts.list();
    expect(JSON.stringify(stored)).not.toContain(eleanor.password);
    expect(stored).not.toHaveProperty("password");
  });

  it("stores the default 600,000 iterations with the hash", async () => {
    const accounts = accountsCollection();
    const account = await signUp(accounts, { ...eleanor, role: "buyer" });
    expect(account.iterations).toBe(600_000);
    expect(account).not.toHaveProperty("organisation");
  });

  it("refuses a second account with the same email, whatever its case", async () => {
    const accounts = accountsCollection();
    await signUp(accounts, eleanor, FAST);
    const error = await rejection(signUp(accounts, { ...eleanor, email: " ELEANOR@example.com " }, FAST));
    expect(isAuthError(error) && error.kind).toBe("duplicate-email");
    expect((error as Error).message).toBe(AUTH_ERROR_MESSAGES["duplicate-email"]);
    expect(await accounts.list()).toHaveLength(1);
  });

  it("derives the id from the email, so two tabs cannot both create it", async () => {
    expect(await accountIdFor("Eleanor@Example.com ")).toBe(await accountIdFor("eleanor@example.com"));
    expect(await accountIdFor("a@example.com")).not.toBe(await accountIdFor("b@example.com"));
    expect(await accountIdFor("a@example.com")).toMatch(/^acct-[0-9a-f]{32}$/);
  });
});

describe("signIn", () => {
  it("returns the account for the right email and password (email in any case)", async () => {
    const accounts = accountsCollection();
    await signUp(accounts, eleanor, FAST);
    const account = await signIn(accounts, { email: "ELEANOR@example.com", password: "correct horse battery" });
    expect(account.firstName).toBe("Eleanor");
  });

  it("gives the same error for a wrong password and an unknown email", async () => {
    const accounts = accountsCollection();
    await signUp(accounts, eleanor, FAST);
    const wrongPassword = await rejection(signIn(accounts, { email: eleanor.email, password: "correct horse battery!" }));
    const unknownEmail = await rejection(
      signIn(accounts, { email: "nobody@example.com", password: "correct horse battery" }, { decoyIterations: 1_000 }),
    );
    for (const error of [wrongPassword, unknownEmail]) {
      expect(isAuthError(error) && error.kind).toBe("wrong-credentials");
      expect((error as Error).message).toBe(AUTH_ERROR_MESSAGES["wrong-credentials"]);
    }
  });

  it("finds an account restored from a backup under another id", async () => {
    const accounts = accountsCollection();
    const created = await signUp(accounts, eleanor, FAST);
    const other = accountsCollection();
    await other.create({ ...created, id: "imported-1" });
    expect((await findAccount(other, "eleanor@example.com"))?.id).toBe("imported-1");
    expect((await signIn(other, { email: eleanor.email, password: eleanor.password })).id).toBe("imported-1");
  });
});

describe("sessionFor", () => {
  it("keeps the name and contact details, never the hash or salt", async () => {
    const accounts = accountsCollection();
    const account = await signUp(accounts, eleanor, FAST);
    const session = sessionFor(account, new Date("2026-11-22T10:00:00Z"));
    expect(session).toEqual({
      accountId: account.id,
      role: "realtor",
      firstName: "Eleanor",
      lastName: "Whitfield",
      email: "eleanor@example.com",
      phone: "305 555 0142",
      signedInAt: "2026-11-22T10:00:00.000Z",
    });
  });
});
