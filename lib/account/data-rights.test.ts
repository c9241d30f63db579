import { describe, expect, it } from "vitest";
import { recordsVisibleTo } from "./data-rights";

const ana = "acct-ana";
const ben = "acct-ben";
const anaAccount = { id: ana, email: "ana@example.com" };
const benAccount = { id: ben, email: "ben@example.com" };
const anasOffer = { id: "o1", ownerId: ana };
const bensOffer = { id: "o2", ownerId: ben };
const signedOutOffer = { id: "o3" };
const sampleContract = { id: "1", property: "Aman Miami Beach" };

describe("what a person may export, reset or replace", () => {
  it("covers an account's own records, the signed-out ones and the samples, never another account's", () => {
    const covers = recordsVisibleTo(ana);
    expect(covers("offers", anasOffer)).toBe(true);
    expect(covers("offers", signedOutOffer)).toBe(true);
    expect(covers("contracts", sampleContract)).toBe(true);
    expect(covers("offers", bensOffer)).toBe(false);
    expect(covers("messages", { id: "m1", ownerId: ben })).toBe(false);
  });

  it("covers only the signed-in person's own account, and no account when signed out", () => {
    expect(recordsVisibleTo(ana)("accounts", anaAccount)).toBe(true);
    expect(recordsVisibleTo(ana)("accounts", benAccount)).toBe(false);
    expect(recordsVisibleTo(null)("accounts", anaAccount)).toBe(false);
    expect(recordsVisibleTo(null)("accounts", { id: "x" })).toBe(false);
  });

  it("covers, signed out, only what was made signed out and the samples", () => {
    const covers = recordsVisibleTo(null);
    expect([anasOffer, bensOffer, signedOutOffer, sampleContract].filter((record) => covers("offers", record))).toEqual([
      signedOutOffer,
      sampleContract,
    ]);
  });

  it("judges a set-aside record by the value stored, whatever shape it has", () => {
    const covers = recordsVisibleTo(ana);
    expect(covers("offers", { id: "bad", price: "DROP TABLE", ownerId: ben })).toBe(false);
    expect(covers("offers", { id: "bad", ownerId: ana, price: -1 })).toBe(true);
    // An owner that is not a plain account id belongs to nobody who could be signed in.
    expect(covers("offers", { id: "bad", ownerId: 42 })).toBe(false);
    expect(covers("offers", { id: "bad", ownerId: null })).toBe(false);
    // A value that is not a record names no owner: it is shown to everyone, like a signed-out record.
    expect(covers("offers", "not a record")).toBe(true);
    expect(covers("offers", null)).toBe(true);
    expect(covers("accounts", "not an account")).toBe(false);
    expect(recordsVisibleTo(null)("accounts", { id: null })).toBe(false);
  });
});
