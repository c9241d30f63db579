import * as z from "zod/mini";
import { signingPartySchema } from "./contract";
import { mustBeTrue, requiredText } from "./fields";

/** The /contracts/{id}/sign form: a typed full legal name and a ticked agreement. */
export const signatureFormSchema = z.object({
  party: signingPartySchema,
  legalName: requiredText("Full legal name", "Enter your full legal name"),
  agrees: mustBeTrue("Confirm that you agree to sign this contract electronically"),
});

export type SignatureForm = z.infer<typeof signatureFormSchema>;
