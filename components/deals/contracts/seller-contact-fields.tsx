import type { Control, FieldPath, FieldValues } from "react-hook-form";
import { TextField } from "@/components/forms/text-fields";

type SellerContact = { sellerName: string; sellerEmail: string; sellerPhone: string };

/** The seller's name, email and phone of a contract form: /contracts/new, and the accept-offer dialog. */
export function SellerContactFields<T extends FieldValues & SellerContact>({ control }: { control: Control<T> }) {
  const name = (field: keyof SellerContact) => field as FieldPath<T>;
  return (
    <>
      <TextField
        control={control}
        name={name("sellerName")}
        label="Seller's full name or company"
        required
        spellCheck={false}
        autoComplete="off"
        className="sm:col-span-2"
      />
      <TextField
        control={control}
        name={name("sellerEmail")}
        label="Seller's email"
        type="email"
        required
        spellCheck={false}
        autoComplete="off"
      />
      <TextField control={control} name={name("sellerPhone")} label="Seller's phone" type="tel" required autoComplete="off" />
    </>
  );
}
