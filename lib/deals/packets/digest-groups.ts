/** "3f2a 9c01 …": a hex digest in groups of four, so a person can read it out and compare it (the audit page, /verify). */
export const digestGroups = (hex: string): string => hex.match(/.{1,4}/g)?.join(" ") ?? "";

/** The sentence the audit page prints under the address of /verify. */
export const verifyAddressSentence = (verifyUrl: string) =>
  `Anyone can check this file at ${verifyUrl}: it checks the terms embedded in the file, not these printed pages.`;
