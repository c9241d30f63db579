"use client";

import type { FieldValues } from "react-hook-form";
import { Checkbox } from "@/components/ui/checkbox";
import { FormControl, FormDescription, FormLabel, FormMessage } from "@/components/ui/form";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { BoundItem, LabelledField, type BaseProps } from "./text-fields";

export { TextField, TextareaField, type BaseProps } from "./text-fields";

/*
 * Labelled form fields bound to react-hook-form: label, optional hint, control and the error
 * message by the field (aria-invalid and aria-describedby come from FormControl). Use these
 * instead of writing FormField/FormItem/FormLabel/FormControl/FormMessage by hand.
 */

export type SelectOption = { value: string; label: string };

export function SelectField<T extends FieldValues>({
  options,
  placeholder = "Choose…",
  ...base
}: BaseProps<T> & { options: readonly SelectOption[]; placeholder?: string }) {
  return (
    <LabelledField
      {...base}
      render={(field) => (
        <Select value={field.value || undefined} onValueChange={field.onChange} name={field.name}>
          <FormControl>
            <SelectTrigger ref={field.ref} onBlur={field.onBlur}>
              <SelectValue placeholder={placeholder} />
            </SelectTrigger>
          </FormControl>
          <SelectContent>
            {options.map((option) => (
              <SelectItem key={option.value} value={option.value}>
                {option.label}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      )}
    />
  );
}

export function CheckboxField<T extends FieldValues>({ control, name, label, description, required, className }: BaseProps<T>) {
  return (
    <BoundItem control={control} name={name} className={className}>
      {(field) => (
        <>
          <div className="flex items-start gap-3">
            <FormControl>
              <Checkbox
                ref={field.ref}
                checked={field.value === true}
                onCheckedChange={(checked) => field.onChange(checked === true)}
                onBlur={field.onBlur}
              />
            </FormControl>
            <FormLabel required={required} variant="option" className="pt-0.5">
              {label}
            </FormLabel>
          </div>
          {description ? <FormDescription>{description}</FormDescription> : null}
          <FormMessage />
        </>
      )}
    </BoundItem>
  );
}
