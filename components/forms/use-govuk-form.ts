"use client";

import { useEffect, useState } from "react";
import {
  useForm,
  type DefaultValues,
  type FieldErrors,
  type FieldPath,
  type FieldValues,
  type Resolver,
  type UseFormReturn,
} from "react-hook-form";
import type * as z from "zod/mini";
import { collectErrors, type SummaryError } from "@/components/ui/form-errors";
import { isImportFailure } from "@/lib/import-failure";
import { retryImport } from "@/lib/retry-import";
import { useTitleRewrite, type TitleRewrite } from "@/lib/use-title-rewrite";
import { LOAD_FAILED, LOAD_FAILED_MESSAGE } from "./form-load-failed";

export type GovukForm<T extends FieldValues> = {
  form: UseFormReturn<T>;
  /** The error summary's entries, in the order of `fieldOrder`. */
  summary: SummaryError[];
  /** For ErrorSummary's onSelect: focus the field without a #hash in the URL. */
  focusField: (name: string) => void;
};

type FormSchema<T extends FieldValues> = z.ZodMiniType<T, T>;

/**
 * The schema itself, or a loader for it: `() => import("@/lib/schemas/contract").then((m) => m.contractFormSchema)`.
 * With a loader, zod and the schema stay out of the page's first-load JavaScript: they load
 * when the browser is idle after the page shows (or at the first submit, if sooner).
 */
export type SchemaSource<T extends FieldValues> = FormSchema<T> | (() => Promise<FormSchema<T>>);

/**
 * An RHF resolver that loads @hookform/resolvers' zod adapter (and the schema, given a loader)
 * on first use. Validation in RHF is asynchronous anyway, so nothing else changes. A download
 * that still fails after the retries is a form-level error (LOAD_FAILED), which FormLoadFailed
 * shows with a reload button; the next submit tries again.
 */
export function lazyZodResolver<T extends FieldValues>(source: SchemaSource<T>): { resolver: Resolver<T>; preload: () => void } {
  let loading: Promise<Resolver<T>> | undefined;
  const load = () => {
    loading ??= retryImport(() =>
      Promise.all([typeof source === "function" ? source() : Promise.resolve(source), import("@hookform/resolvers/zod")]),
    ).then(
      ([schema, { zodResolver }]) => zodResolver(schema) as Resolver<T>,
      (error: unknown) => {
        loading = undefined; // an offline chunk: try again on the next submit
        throw error;
      },
    );
    return loading;
  };
  return {
    resolver: async (values, context, options) => {
      try {
        return (await load())(values, context, options);
      } catch (error) {
        if (!isImportFailure(error)) throw error;
        const errors = { root: { type: LOAD_FAILED, message: LOAD_FAILED_MESSAGE } } as FieldErrors<T>;
        return { values: {}, errors };
      }
    },
    preload: () => void load().catch(() => undefined),
  };
}

/**
 * react-hook-form set up for the GOV.UK validation pattern: errors appear on submit and are then
 * re-checked as the person corrects them (RHF's defaults), focus goes to the error summary (not
 * the first field), and the page title starts with "Error: " while there are errors.
 * The schema is the zod schema from lib/schemas (or a loader for it); its input and output types
 * are the form's values.
 */
export function useGovukForm<T extends FieldValues>(
  schema: SchemaSource<T>,
  defaultValues: DefaultValues<T>,
  fieldOrder: readonly FieldPath<T>[],
): GovukForm<T> {
  const [{ resolver, preload }] = useState(() => lazyZodResolver(schema));
  const form = useForm<T>({ resolver, defaultValues, shouldFocusError: false });
  useEffect(() => {
    // Fetch the validation code once the page is idle, so the first submit does not wait for it.
    const idle = window.requestIdleCallback ?? ((callback: () => void) => window.setTimeout(callback, 200));
    const cancel = window.cancelIdleCallback ?? window.clearTimeout;
    const handle = idle(preload);
    return () => cancel(handle);
  }, [preload]);
  const summary = collectErrors(form.formState.errors, fieldOrder);
  useErrorTitle(summary.length > 0 && form.formState.submitCount > 0);
  return { form, summary, focusField: (name) => form.setFocus(name as FieldPath<T>) };
}

/**
 * Prefixes document.title with "Error: " while `hasErrors`, restoring it afterwards. Next may set
 * the page's title after this runs (its metadata can arrive after hydration), so the prefix is put
 * back whenever the title changes while there are errors.
 */
export function useErrorTitle(hasErrors: boolean) {
  useTitleRewrite(hasErrors ? prefixError : null, { restore: true });
}

const prefixError: TitleRewrite = (title) => (title.startsWith("Error: ") ? null : `Error: ${title}`);
