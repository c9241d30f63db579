import type { Contract } from "@/lib/schemas/contract";
import type { RoomList } from "@/lib/schemas/deal-room";
import { timelineWords } from "@/lib/deals/contracts/timeline-words";
import { partyLabels } from "@/lib/deals/contracts/parties";
import type { PDFFont } from "pdf-lib";
import { chainFor, drawsAll, printedForm, unprintableCharacter, type FontChain } from "./pdf-text";
import { UnprintableTextError } from "./unprintable";

/** Every text of a contract (and its deal room's document names) that the PDF prints, with where it is (for the refusal's message). */
export function printedTextsOf(contract: Contract, room: RoomList = []): [where: string, text: string][] {
  const texts: [string, string][] = [
    ["the property", contract.property],
    ["the property's address", contract.propertyAddress],
    ["the contingencies", contract.contingencies],
    ["the special terms", contract.specialTerms],
    ["the realtor's name", contract.realtor.name],
    ["the realtor's license", contract.realtor.license],
  ];
  for (const party of ["buyer", "seller"] as const) {
    texts.push([`the ${party}'s name`, contract[party].name], [`the ${party}'s email`, contract[party].email]);
    texts.push([`the ${party}'s phone`, contract[party].phone]);
  }
  for (const signature of contract.signatures) {
    const who = partyLabels[signature.party].toLowerCase();
    texts.push([`the ${who}'s typed signature`, signature.signedName ?? ""], [`the ${who}'s capacity`, signature.capacity ?? ""]);
  }
  timelineWords(contract.timeline).forEach((event, index) =>
    texts.push([`timeline event ${index + 1}`, `${event.event}. ${event.description}`]),
  );
  for (const item of room) if (item.document) texts.push(["a deal-room document's name", item.document.name]);
  return texts;
}

/** Whether a text of the contract is beyond the standard fonts (WinAnsi), so the PDF embeds Noto Sans. */
export const needsEmbeddedFont = (contract: Contract, standard: PDFFont, room?: RoomList): boolean =>
  printedTextsOf(contract, room).some(([, text]) => !drawsAll(standard, printedForm(text)));

/**
 * Refuses a contract with a character that neither the standard font nor the embedded Noto Sans
 * can draw (a CJK ideograph, an emoji), naming the character and where it is, before anything is
 * drawn: the PDF prints names and terms as typed or not at all.
 */
export function refuseUnprintable(contract: Contract, standard: PDFFont, fallback: FontChain, room?: RoomList): void {
  for (const [where, text] of printedTextsOf(contract, room)) {
    const printed = printedForm(text);
    const character = unprintableCharacter(printed, chainFor(printed, standard, fallback));
    if (character) throw new UnprintableTextError(character, where);
  }
}
