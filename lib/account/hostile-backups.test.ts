import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { accountIdFor } from "@/lib/auth/accounts";
import { siteTestStore } from "@/lib/store/testing";
import type { Account } from "@/lib/schemas/account";
import type { Contract } from "@/lib/schemas/contract";
import { checkBackup } from "./actions";
import { recordsVisibleTo } from "./data-rights";
import { accountDataFor } from "./testing";

/*
 * The corpus of lib/store/fixtures/hostile (its README says what each file attacks): imported by
 * Ana signed in, on a browser Ben shares, every file is refused with a clear message and nothing
 * stored changes.
 */

const FOLDER = join(process.cwd(), "lib/store/fixtures/hostile");
const corpus = readdirSync(FOLDER).filter((name) => name.endsWith(".json"));

const person = async (email: string): Promise<Account> => ({
  id: await accountIdFor(email),
  role: "buyer",
  firstName: "Test",
  lastName: "Person",
  email,
  phone: "305 555 0117",
  passwordHash: "q8ZyV2Yk1Qe4r8m0N0bq1w==",
  salt: "c2FsdHNhbHQ=",
  iterations: 600_000,
  createdAt: "2026-11-20T12:00:00.000Z",
});

/** The first reason each file is refused for. */
const reasons: Readonly<Record<string, RegExp>> = {
  "planted-contract.json": /^contracts\[0\]: not yours to import here$/,
  "planted-set-aside.json": /^setAside\[0\]: not yours to import here$/,
  "another-account.json": /^accounts\[0\]: not yours to import here$/,
  "forged-account-id.json": /^accounts\[0\]: its id is not the one its email address gives$/,
  "reserved-account-id.json": /^accounts\[0\] id: The id "this-browser" is kept/,
  "one-iteration.json": /^accounts\[0\]: its password is hashed with fewer than 600,000 iterations$/,
  "over-long-terms.json": /^contracts\[0\] specialTerms: Special terms must be 2,000 characters or fewer$/,
  "over-long-word.json": /^contracts\[0\] property: Property name must be 200 characters or fewer$/,
  "constructor-collection.json": /^constructor: not a collection of this site$/,
  "proto-collection.json": /^__proto__: not a collection of this site$/,
};

async function sharedBrowser() {
  const store = siteTestStore();
  const [ana, ben] = await Promise.all([person("ana@example.com"), person("ben@example.com")]);
  await store.collections.accounts.create(ana);
  await store.collections.accounts.create(ben);
  const fixture = JSON.parse(readFileSync(join(FOLDER, "planted-contract.json"), "utf8")) as { collections: { contracts: Contract[] } };
  await store.collections.contracts.create({ ...fixture.collections.contracts[0]!, id: "RC-2026-0001", ownerId: ben.id });
  const data = accountDataFor(store);
  return { store, data, ana, ben };
}

describe("the hostile backups", () => {
  it("lists every file of the corpus in its README", () => {
    const readme = readFileSync(join(FOLDER, "README.md"), "utf8");
    expect(corpus.length).toBeGreaterThanOrEqual(10);
    for (const name of corpus) expect(readme).toContain(`\`${name}\`:`);
  });

  it.each(corpus)("refuses %s with a clear message and changes nothing", async (name) => {
    const { store, data, ana } = await sharedBrowser();
    const before = await store.exportAll();
    const file = new File([readFileSync(join(FOLDER, name))], name, { type: "application/json" });
    const refusal = await checkBackup(file, recordsVisibleTo(ana.id), data).then(
      () => undefined,
      (error: unknown) => error,
    );
    expect(refusal).toMatchObject({ name: "StoreError", kind: "invalid", message: expect.stringMatching(/Nothing was changed\.$/) });
    expect((refusal as { issues: string[] }).issues[0]).toMatch(reasons[name] ?? /never/);
    expect({ ...(await store.exportAll()), exportedAt: before.exportedAt }).toEqual(before);
  });
});

describe("what an import takes", () => {
  it("takes the importer's own account and records, and the records made signed out", async () => {
    const { store, data, ana } = await sharedBrowser();
    await store.collections.accounts.remove(ana.id);
    const file = await store.exportAll(recordsVisibleTo(ana.id));
    const contract = { ...(await store.collections.contracts.list())[0]!, id: "RC-2026-0002", ownerId: ana.id };
    file.collections = {
      ...file.collections,
      accounts: [ana],
      contracts: [contract, { ...contract, id: "RC-2026-0003", ownerId: undefined }],
    };
    const plan = await checkBackup(new File([JSON.stringify(file)], "ana.json"), recordsVisibleTo(ana.id), data);
    expect(await plan.apply("merge")).toEqual({ mode: "merge", written: 3 });
    expect(await store.collections.accounts.get(ana.id)).toEqual(ana);
  });

  it("signed out, takes no account at all, not even one this site could have made", async () => {
    const { store, data, ana } = await sharedBrowser();
    const file = await store.exportAll(recordsVisibleTo(ana.id));
    const refusal = checkBackup(new File([JSON.stringify(file)], "ana.json"), recordsVisibleTo(null), data);
    await expect(refusal).rejects.toMatchObject({ kind: "invalid", issues: ["accounts[0]: not yours to import here"] });
  });
});

describe("a contract stored before the caps", () => {
  it("is set aside on read when a field is over the form's limit, never returned to a page", async () => {
    const { store, ben } = await sharedBrowser();
    const [stored] = await store.collections.contracts.list();
    const engine = await store.engine();
    await engine.write("contracts", "RC-2026-0009", () => ({
      ...stored,
      id: "RC-2026-0009",
      ownerId: ben.id,
      specialTerms: "x".repeat(100_000),
    }));
    expect((await store.collections.contracts.list()).map((contract) => contract.id)).toEqual(["RC-2026-0001"]);
    expect(await store.collections.contracts.get("RC-2026-0009")).toBeUndefined();
    expect((await store.readSetAside()).map((entry) => entry.collection)).toEqual(["contracts"]);
  });
});
