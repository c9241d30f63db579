"use client";

import type { Control } from "react-hook-form";
import { FormControl, FormField, FormItem, FormLabel, FormMessage } from "@/components/ui/form";
import { Label } from "@/components/ui/label";
import { RadioGroup, RadioGroupItem } from "@/components/ui/radio-group";
import { partyLabels } from "@/lib/deals/contracts/parties";
import type { Signature } from "@/lib/schemas/contract";
import type { SignatureForm } from "@/lib/schemas/signature";

/** "Signing as": one radio per party still to sign. */
export function SigningPartyField({
  control,
  pending,
  disabled,
}: {
  control: Control<SignatureForm>;
  pending: Signature[];
  disabled: boolean;
}) {
  return (
    <FormField
      control={control}
      name="party"
      render={({ field }) => (
        <FormItem>
          <FormLabel id="signing-party-label" required>
            Signing as
          </FormLabel>
          <FormControl>
            <RadioGroup
              ref={field.ref}
              aria-labelledby="signing-party-label"
              value={field.value}
              onValueChange={field.onChange}
              disabled={disabled}
              className="sm:grid-cols-2"
            >
              {pending.map((signature) => (
                <div key={signature.party} className="flex min-h-11 items-center gap-3 rounded-md border border-border px-4 py-3">
                  <RadioGroupItem value={signature.party} id={`signing-party-${signature.party}`} />
                  <Label htmlFor={`signing-party-${signature.party}`} variant="option" className="cursor-pointer">
                    {partyLabels[signature.party]}: {signature.name}
                  </Label>
                </div>
              ))}
            </RadioGroup>
          </FormControl>
          <FormMessage />
        </FormItem>
      )}
    />
  );
}
