"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect, useRef } from "react";
import { useForm, type DefaultValues, type FieldPath, type FieldValues, type Resolver, type UseFormReturn } from "react-hook-form";
import type * as z from "zod/mini";
import { collectErrors, type SummaryError } from "@/components/ui/form-errors";


export type GovukForm<T extends FieldValues> = {
  form: UseFormReturn<T>;
  /** The error summary's entries, in the order of `fieldOrder`. */
  summary: SummaryError[];
  /** For ErrorSummary's onSelect: focus the field without a #hash in the URL. */
  focusField: (name: string) => void;
};

/**
 * react-hook-form set up for the GOV.UK validation pattern: errors appear on submit and are then
 * re-checked as the person corrects them (RHF's defaults), focus goes to the error summary (not
 * the first field), and the page title starts with "Error: " while there are errors.
 * The schema is the zod schema from lib/schemas; its input and output types are the form's values.
 */
export function useGovukForm<T extends FieldValues>(
  schema: z.ZodMiniType<T, T>,
  defaultValues: DefaultValues<T>,
  fieldOrder: readonly FieldPath<T>[],
): GovukForm<T> {
  const form = useForm<T>({
    resolver: zodResolver(schema) as Resolver<T>,
    defaultValues,
    shouldFocusError: false,
  });
  const summary = collectErrors(form.formState.errors, fieldOrder);
  useErrorTitle(summary.length > 0 && form.formState.submitCount > 0);
  return { form, summary, focusField: (name) => form.setFocus(name as FieldPath<T>) };
}

/** Prefixes document.title with "Error: " while `hasErrors`, restoring it afterwards. */
export function useErrorTitle(hasErrors: boolean) {
  const original = useRef<string | null>(null);
  useEffect(() => {
    if (!hasErrors) return;
    original.current = document.title.replace(/^Error: /, "");
    document.title = `Error: ${original.current}`;
    return () => {
      if (original.current !== null) document.title = original.current;
    };
  }, [hasErrors]);
}
