import { describe, expect, it } from "vitest";
import { compareEscrowAccount, normaliseAccountNumber, numberDifferenceText } from "./escrow-check";

const account = {
  holder: "Gulf Trust Escrow, for Marina Crest Developments",
  bank: "Emirates Harbour Bank",
  number: "AE07 0331 2345 6789 0123 456",
};

describe("comparing the account about to be paid with the contract's escrow account", () => {
  it("matches whatever the spaces, hyphens and letter case", () => {
    expect(normaliseAccountNumber("ae07-0331 2345\u00a06789 0123456")).toBe("AE070331234567890123456");
    const result = compareEscrowAccount(account, {
      holder: "  gulf trust escrow,  for marina crest developments ",
      number: "ae070331234567890123456",
    });
    expect(result).toEqual({ matches: true, holderMatches: true, number: { kind: "same" } });
  });

  it("says from which character the number differs and shows both there", () => {
    const result = compareEscrowAccount(account, { holder: account.holder, number: "AE07 0331 2345 6798 0123 456" });
    expect(result.matches).toBe(false);
    expect(result.holderMatches).toBe(true);
    expect(result.number).toEqual({ kind: "differs", position: 15, expected: "8901", typed: "9801" });
    expect(numberDifferenceText(result.number)).toBe(
      'The account number differs from character 15: the contract has "8901…", you typed "9801…".',
    );
  });

  it("says when the number typed is shorter or longer", () => {
    const shorter = compareEscrowAccount(account, { holder: account.holder, number: "AE07 0331 2345 6789 0123 45" });
    expect(shorter.number).toEqual({ kind: "shorter", expected: 23, typed: 22 });
    expect(numberDifferenceText(shorter.number)).toBe(
      "The account number you typed is shorter than the contract's: 22 characters, the contract's has 23.",
    );
    expect(compareEscrowAccount(account, { holder: account.holder, number: `${account.number}9` }).number.kind).toBe("longer");
  });

  it("does not match another holder, even with the right number", () => {
    const result = compareEscrowAccount(account, { holder: "Marina Crest Developments", number: account.number });
    expect(result).toMatchObject({ matches: false, holderMatches: false, number: { kind: "same" } });
    expect(numberDifferenceText(result.number)).toBeNull();
  });
});
