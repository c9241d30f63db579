import * as z from "zod/mini";
import { requiredText } from "@/lib/schemas/fields";
import { MAX_KEY_CARD_TEXT } from "./key-card-text";

/** The pasted key card link on /account; what it holds is checked afterwards (check-key-card.ts). */
export const keyCardLinkFormSchema = z.object({
  link: requiredText("Key card link", "Paste the key card link you were sent", MAX_KEY_CARD_TEXT),
});
