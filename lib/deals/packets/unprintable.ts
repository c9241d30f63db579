/**
 * A character the contract PDF's fonts cannot draw, refused before anything is printed (never
 * replaced). No pdf-lib here, so a button can tell this error from others without loading it.
 */
export class UnprintableTextError extends Error {
  override name = "UnprintableTextError";

  constructor(
    readonly character: string,
    where: string,
  ) {
    super(
      `The PDF was not made: "${character}" (${codePointLabel(character)}) in ${where} is not in the PDF's font, so it cannot be printed as typed. Change it to print the contract.`,
    );
  }
}

/** "U+0141" (or "U+1F451" beyond the first plane). */
export const codePointLabel = (character: string) => `U+${(character.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, "0")}`;

export const isUnprintable = (error: unknown): error is UnprintableTextError =>
  error instanceof Error && error.name === "UnprintableTextError";
