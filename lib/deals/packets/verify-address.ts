/** The sentence the audit page prints under the address of /verify. */
export const verifyAddressSentence = (verifyUrl: string) =>
  `Anyone can check this file at ${verifyUrl}: it checks the terms embedded in the file, not these printed pages.`;
