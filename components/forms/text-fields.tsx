"use client";

import type { ComponentProps, ReactNode } from "react";
import type { Control, ControllerRenderProps, FieldPath, FieldValues } from "react-hook-form";
import { FormControl, FormDescription, FormField, FormItem, FormLabel, FormMessage } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";

/*
 * Text and textarea fields bound to react-hook-form (see fields.tsx). In their own module so a
 * form of text fields only does not ship the Radix Select and Checkbox code.
 */

export type BaseProps<T extends FieldValues> = {
  control: Control<T>;
  name: FieldPath<T>;
  label: ReactNode;
  description?: ReactNode;
  required?: boolean;
  className?: string;
};

/**
 * A field bound to react-hook-form inside its FormItem (which gives the control its id,
 * aria-invalid and aria-describedby): every bound field below is one of these.
 */
export function BoundItem<T extends FieldValues>({
  control,
  name,
  className,
  children,
}: Pick<BaseProps<T>, "control" | "name" | "className"> & { children: (field: ControllerRenderProps<T, FieldPath<T>>) => ReactNode }) {
  return <FormField control={control} name={name} render={({ field }) => <FormItem className={className}>{children(field)}</FormItem>} />;
}

/** Label, optional hint, the control `render` returns (bound to the field) and its error message. */
export function LabelledField<T extends FieldValues>({
  control,
  name,
  label,
  description,
  required,
  className,
  render,
}: BaseProps<T> & { render: (field: ControllerRenderProps<T, FieldPath<T>>) => ReactNode }) {
  return (
    <BoundItem control={control} name={name} className={className}>
      {(field) => (
        <>
          <FormLabel required={required}>{label}</FormLabel>
          {description ? <FormDescription>{description}</FormDescription> : null}
          {render(field)}
          <FormMessage />
        </>
      )}
    </BoundItem>
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
