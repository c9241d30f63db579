"use client";

import { useState, type ReactNode } from "react";
import type { FieldValues, SubmitHandler, UseFormReturn } from "react-hook-form";
import { buttonClasses } from "@/components/ui/button-classes";
import { ErrorSummary, Form } from "@/components/ui/form";
import type { SummaryError } from "@/components/ui/form-errors";
import { isStoreError } from "@/lib/store";

type FormShellProps<T extends FieldValues> = {
  form: UseFormReturn<T>;
  summary: SummaryError[];
  focusField: (name: string) => void;
  submitLabel: string;
  onValid: (values: T) => Promise<void>;
  children: ReactNode;
  /** Buttons beside the submit button (e.g. Cancel); they come after it in the tab order. */
  actions?: ReactNode;
  /** Keeps the submit button disabled after a successful submit (e.g. while redirecting). */
  done?: boolean;
};

/**
 * A form with the GOV.UK error summary on top, one submit that cannot be sent twice, and a clear
 * message (with everything typed kept) when the browser refuses to save.
 */
export function FormShell<T extends FieldValues>({ form, summary, focusField, submitLabel, onValid, children, actions, done = false }: FormShellProps<T>) {
  const [saveError, setSaveError] = useState<string | null>(null);
  const submit: SubmitHandler<T> = async (values) => {
    setSaveError(null);
    try {
      await onValid(values);
    } catch (error) {
      setSaveError(isStoreError(error) ? error.message : "Something went wrong while saving. Nothing you typed has been lost.");
    }
  };

  return (
    <Form {...form}>
      <form noValidate onSubmit={form.handleSubmit(submit)} className="space-y-5">
        <ErrorSummary errors={summary} onSelect={focusField} focusKey={form.formState.submitCount} />
        {children}
        {saveError ? (
          <p role="alert" className="rounded-md border border-destructive bg-destructive/5 p-3 text-sm text-destructive">
            {saveError}
          </p>
        ) : null}
        <div className="flex flex-col gap-3 sm:flex-row-reverse sm:justify-end">
          {/* Plain classes, not <Button>: keeps cva, cn() and Radix Slot out of every form's bundle. */}
          <button type="submit" disabled={form.formState.isSubmitting || done} className={buttonClasses({}, "w-full sm:w-auto")}>
            {form.formState.isSubmitting ? "Saving…" : submitLabel}
          </button>
          {actions}
        </div>
      </form>
    </Form>
  );
}
