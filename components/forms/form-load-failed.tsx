"use client";

import type { FieldValues, UseFormReturn } from "react-hook-form";
import { LoadFailedAlert } from "@/components/layout/load-failed-alert";
import { isImportFailure } from "@/lib/import-failure";

/** The form-level error (RHF's `root`) for code the form needed that could not be downloaded. */
export const LOAD_FAILED = "load-failed";
export const LOAD_FAILED_MESSAGE = "This form's code could not be loaded.";

/** Puts a failed download on the form (shown by FormLoadFailed); false for any other error. */
export function reportLoadFailure<T extends FieldValues>(form: UseFormReturn<T>, error: unknown): boolean {
  if (!isImportFailure(error)) return false;
  form.setError("root", { type: LOAD_FAILED, message: LOAD_FAILED_MESSAGE });
  return true;
}

/**
 * The reload alert, above a form's submit button, while the validation (lazyZodResolver) or the
 * saving code could not be downloaded. The next submit clears it and tries the download again.
 */
export function FormLoadFailed<T extends FieldValues>({ form }: { form: UseFormReturn<T> }) {
  return form.formState.errors.root?.type === LOAD_FAILED ? <LoadFailedAlert /> : null;
}
