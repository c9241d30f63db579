"use client";

import type { ComponentProps, ReactNode } from "react";
import type { Control, ControllerRenderProps, FieldPath, FieldValues } from "react-hook-form";
import { Checkbox } from "@/components/ui/checkbox";
import { FormControl, FormDescription, FormField, FormItem, FormLabel, FormMessage } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { Textarea } from "@/components/ui/textarea";

/*
 * Labelled form fields bound to react-hook-form: label, optional hint, control and the error
 * message by the field (aria-invalid and aria-describedby come from FormControl). Use these
 * instead of writing FormField/FormItem/FormLabel/FormControl/FormMessage by hand.
 */

type BaseProps<T extends FieldValues> = {
  control: Control<T>;
  name: FieldPath<T>;
  label: ReactNode;
  description?: ReactNode;
  required?: boolean;
  className?: string;
};

/** Label, optional hint, the control `render` returns (bound to the field) and its error message. */
function LabelledField<T extends FieldValues>({
  control,
  name,
  label,
  description,
  required,
  className,
  render,
}: BaseProps<T> & { render: (field: ControllerRenderProps<T, FieldPath<T>>) => ReactNode }) {
  return (
    <FormField
      control={control}
      name={name}
      render={({ field }) => (
        <FormItem className={className}>
          <FormLabel required={required}>{label}</FormLabel>
          {description ? <FormDescription>{description}</FormDescription> : null}
          {render(field)}
          <FormMessage />
        </FormItem>
      )}
    />
  );
}

export function TextField<T extends FieldValues>({
  control,
  name,
  label,
  description,
  required,
  className,
  ...input
}: BaseProps<T> & Omit<ComponentProps<typeof Input>, "name" | "defaultValue" | "value">) {
  return (
    <LabelledField
      {...{ control, name, label, description, required, className }}
      render={(field) => (
        <FormControl>
          <Input {...input} {...field} value={field.value ?? ""} />
        </FormControl>
      )}
    />
  );
}

export function TextareaField<T extends FieldValues>({
  control,
  name,
  label,
  description,
  required,
  className,
  ...textarea
}: BaseProps<T> & Omit<ComponentProps<typeof Textarea>, "name" | "defaultValue" | "value">) {
  return (
    <LabelledField
      {...{ control, name, label, description, required, className }}
      render={(field) => (
        <FormControl>
          <Textarea {...textarea} {...field} value={field.value ?? ""} />
        </FormControl>
      )}
    />
  );
}

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
    <FormField
      control={control}
      name={name}
      render={({ field }) => (
        <FormItem className={className}>
          <div className="flex items-start gap-3">
            <FormControl>
              <Checkbox ref={field.ref} checked={field.value === true} onCheckedChange={(checked) => field.onChange(checked === true)} onBlur={field.onBlur} />
            </FormControl>
            <FormLabel required={required} className="pt-0.5 font-normal">
              {label}
            </FormLabel>
          </div>
          {description ? <FormDescription>{description}</FormDescription> : null}
          <FormMessage />
        </FormItem>
      )}
    />
  );
}
