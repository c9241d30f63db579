import * as z from "zod/mini";
import { requiredText } from "./fields";

/** The private access gate. Whether the passcode is right is decided elsewhere (case-insensitive). */
export const passcodeSchema = z.object({
  passcode: requiredText("Passcode", "Enter the passcode", 100),
});

export type Passcode = z.infer<typeof passcodeSchema>;
