/**
 * The typed full legal name and the capacity a signer states. The name must not be blank
 * (spec section 5) but need not equal the party's name on the contract: a director signs a
 * company's contract in their own name and says in what capacity ("Director, for Collins Dune
 * Holdings LLC"). Both are recorded, and signed (lib/deals/signing), in one tidy form: Unicode NFC,
 * each run of whitespace as one space, no space at either end, so the text a key signed is
 * exactly the text the contract keeps.
 */
export function tidySignatureText(text: string): string {
  return text.normalize("NFC").replace(/\s+/gu, " ").trim();
}

/** The capacity as recorded: tidied, or undefined when none was given. */
export function tidyCapacity(capacity: string | undefined): string | undefined {
  const tidy = tidySignatureText(capacity ?? "");
  return tidy === "" ? undefined : tidy;
}
