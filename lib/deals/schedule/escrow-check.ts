import type { EscrowAccount } from "@/lib/schemas/contract";

/** What a person typed: the account they are about to pay into. */
export type TypedAccount = { holder: string; number: string };

export type NumberDifference =
  | { kind: "same" }
  /** Characters from `position` (1-based, in the number without spaces) differ: the contract's and the typed ones there. */
  | { kind: "differs"; position: number; expected: string; typed: string }
  | { kind: "shorter" | "longer"; expected: number; typed: number };

export type EscrowComparison = {
  matches: boolean;
  holderMatches: boolean;
  number: NumberDifference;
};

/** An account number or IBAN as compared: no spaces or hyphens, upper case ("gb29 nwbk-6016" -> "GB29NWBK6016"). */
export function normaliseAccountNumber(number: string): string {
  return number.replace(/[\s-]/g, "").toUpperCase();
}

/** A holder's name as compared: one space for each run of whitespace, trimmed, case ignored. */
export function normaliseHolder(name: string): string {
  return name.normalize("NFC").replace(/\s+/g, " ").trim().toLocaleLowerCase("en-US");
}

const SHOWN_AROUND = 4;

function numberDifference(expected: string, typed: string): NumberDifference {
  const length = Math.min(expected.length, typed.length);
  for (let index = 0; index < length; index += 1) {
    if (expected[index] !== typed[index]) {
      const end = index + SHOWN_AROUND;
      return { kind: "differs", position: index + 1, expected: expected.slice(index, end), typed: typed.slice(index, end) };
    }
  }
  if (expected.length === typed.length) return { kind: "same" };
  return { kind: typed.length < expected.length ? "shorter" : "longer", expected: expected.length, typed: typed.length };
}

/** The account typed against the contract's escrow account: which part, if any, differs. */
export function compareEscrowAccount(contract: EscrowAccount, typed: TypedAccount): EscrowComparison {
  const holderMatches = normaliseHolder(contract.holder) === normaliseHolder(typed.holder);
  const number = numberDifference(normaliseAccountNumber(contract.number), normaliseAccountNumber(typed.number));
  return { matches: holderMatches && number.kind === "same", holderMatches, number };
}

/** The number's difference in one plain sentence, or null when it is the same. */
export function numberDifferenceText(difference: NumberDifference): string | null {
  if (difference.kind === "same") return null;
  if (difference.kind === "differs") {
    return `The account number differs from character ${difference.position}: the contract has "${difference.expected}…", you typed "${difference.typed}…".`;
  }
  const which = difference.kind === "shorter" ? "shorter" : "longer";
  return `The account number you typed is ${which} than the contract's: ${difference.typed} characters, the contract's has ${difference.expected}.`;
}
