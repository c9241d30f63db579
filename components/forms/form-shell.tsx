"use client";

import { useRef, useState, type ReactNode } from "react";
import type { FieldValues, SubmitHandler, UseFormReturn } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { ErrorSummary, Form } from "@/components/ui/form";
import type { SummaryError } from "@/components/ui/form-errors";
import { isStoreError } from "@/lib/store";
import { FormLoadFailed, reportLoadFailure } from "./form-load-failed";

type FormShellProps<T extends FieldValues> = {
  form: UseFormReturn<T>;
  summary: SummaryError[];
  focusField: (name: string) => void;
  submitLabel: string;
  /**
   * When set, a successful submit keeps the button disabled with this label (e.g. while a
   * redirect is pending), so the same form cannot be sent twice.
   */
  sentLabel?: string;
  /** Keeps the submit button disabled after a successful submit the caller tracks itself. */
  done?: boolean;
  /** Other buttons shown after the submit button (e.g. Cancel), in tab order. */
  actions?: ReactNode;
  /** When set, an outlined Cancel button after the submit button calls it (a form in a dialog). */
  onCancel?: () => void;
  onValid: (values: T) => Promise<void>;
  children: ReactNode;
};

/**
 * A form with the GOV.UK error summary on top, one submit that cannot be sent twice, and a clear
 * message (with everything typed kept) when the browser refuses to save, or a reload alert when
 * code it needs (the validation, the saving) could not be downloaded.
 */
export function FormShell<T extends FieldValues>({
  form,
  summary,
  focusField,
  submitLabel,
  sentLabel,
  done = false,
  actions,
  onCancel,
  onValid,
  children,
}: FormShellProps<T>) {
  const [saveError, setSaveError] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  // A second submit can arrive before React re-renders the disabled button (a fast double click).
  const busy = useRef(false);
  const submit: SubmitHandler<T> = async (values) => {
    if (busy.current) return;
    busy.current = true;
    setSaveError(null);
    try {
      await onValid(values);
      if (sentLabel) setSent(true);
      else busy.current = false;
    } catch (error) {
      busy.current = false;
      if (reportLoadFailure(form, error)) return;
      setSaveError(isStoreError(error) ? error.message : "Something went wrong while saving. Nothing you typed has been lost.");
    }
  };

  return (
    <Form {...form}>
      <form noValidate onSubmit={(event) => form.handleSubmit(submit)(event)} className="space-y-5">
        <ErrorSummary errors={summary} onSelect={focusField} focusKey={form.formState.submitCount} />
        <FormLoadFailed form={form} />
        {children}
        {saveError ? (
          <p role="alert" className="rounded-md border border-destructive bg-destructive/5 p-3 text-sm text-destructive">
            {saveError}
          </p>
        ) : null}
        <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-center">
          <Button type="submit" disabled={form.formState.isSubmitting || sent || done} className="w-full sm:w-auto">
            {sent && sentLabel ? sentLabel : form.formState.isSubmitting ? "Saving…" : submitLabel}
          </Button>
          {actions}
          {onCancel ? (
            <Button type="button" variant="outline" onClick={onCancel} className="w-full sm:w-auto">
              Cancel
            </Button>
          ) : null}
        </div>
      </form>
    </Form>
  );
}
