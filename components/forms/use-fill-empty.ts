"use client";

import { useEffect } from "react";
import type { FieldPath, FieldValues, PathValue, UseFormReturn } from "react-hook-form";

/**
 * Fills the form's still-empty fields with `values` (a signed-in person's details, which arrive
 * after the form is shown), never touching what the person has typed already.
 */
export function useFillEmpty<T extends FieldValues>(form: UseFormReturn<T>, values: Partial<Record<FieldPath<T>, string>>) {
  const key = JSON.stringify(values);
  useEffect(() => {
    for (const [name, value] of Object.entries(JSON.parse(key) as Record<string, string>)) {
      const field = name as FieldPath<T>;
      if (value && !form.getValues(field)) form.setValue(field, value as PathValue<T, FieldPath<T>>, { shouldDirty: true });
    }
  }, [form, key]);
}
