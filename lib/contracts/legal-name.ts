/**
 * A typed legal name compared with the name on the contract (SIG-02): the same letters,
 * whatever the Unicode form (NFC), letter case or runs of whitespace. "José  Núñez" matches
 * "jose\u0301 núñez"; a different letter never matches.
 */
export function normaliseLegalName(name: string): string {
  return name.normalize("NFC").toLocaleLowerCase("en-US").replace(/\s+/gu, " ").trim();
}

export function matchesLegalName(typed: string, legal: string): boolean {
  const normalised = normaliseLegalName(typed);
  return normalised.length > 0 && normalised === normaliseLegalName(legal);
}
