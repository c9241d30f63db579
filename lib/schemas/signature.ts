import * as z from "zod/mini";
import { signingPartySchema } from "./contract";
import { MAX_TEXT, mustBeTrue, optionalText, requiredText } from "./fields";

/**
 * The /contracts/{id}/sign form: a typed full legal name (not blank, spec section 5; it need not
 * be the party's name on the contract), an optional capacity ("Director, for Collins Dune
 * Holdings LLC") for someone signing on a party's behalf, and a ticked agreement.
 */
export const signatureFormSchema = z.object({
  party: signingPartySchema,
  legalName: requiredText("Full legal name", "Enter your full legal name"),
  capacity: optionalText("Capacity", MAX_TEXT),
  agrees: mustBeTrue("Confirm that you agree to sign this contract electronically"),
});

export type SignatureForm = z.infer<typeof signatureFormSchema>;
