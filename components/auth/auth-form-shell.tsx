"use client";

import { useRef, type ReactNode } from "react";
import type { FieldValues, SubmitHandler, UseFormReturn } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { ErrorSummary, Form } from "@/components/ui/form";
import type { SummaryError } from "@/components/ui/form-errors";
import { FormLoadFailed } from "@/components/forms/form-load-failed";

type AuthFormShellProps<T extends FieldValues> = {
  form: UseFormReturn<T>;
  summary: SummaryError[];
  focusField: (name: string) => void;
  /** Changes when a check after submitting (wrong password, taken email) adds an error, so the summary takes focus again. */
  failures: number;
  /** A problem that belongs to no field (storage refused), shown above the button. */
  formError: string | null;
  /** True once signed in, while the next page loads: the button stays disabled. */
  done: boolean;
  submitLabel: string;
  busyLabel: string;
  onValid: (values: T) => Promise<void>;
  children: ReactNode;
};

/** A sign-in or sign-up form: GOV.UK error summary on top, one submit at a time. */
export function AuthFormShell<T extends FieldValues>({
  form,
  summary,
  focusField,
  failures,
  formError,
  done,
  submitLabel,
  busyLabel,
  onValid,
  children,
}: AuthFormShellProps<T>) {
  const busy = useRef(false);
  const submit: SubmitHandler<T> = async (values) => {
    if (busy.current) return;
    busy.current = true;
    try {
      await onValid(values);
    } finally {
      busy.current = false;
    }
  };
  const working = form.formState.isSubmitting || done;

  return (
    <Form {...form}>
      <form noValidate onSubmit={(event) => form.handleSubmit(submit)(event)} className="space-y-5" aria-busy={working || undefined}>
        <ErrorSummary errors={summary} onSelect={focusField} focusKey={`${form.formState.submitCount}:${failures}`} />
        <FormLoadFailed form={form} />
        {children}
        {formError ? (
          <p role="alert" className="rounded-md border border-destructive bg-destructive/5 p-3 text-sm text-destructive">
            {formError}
          </p>
        ) : null}
        <Button type="submit" size="lg" disabled={working} className="w-full">
          {working ? busyLabel : submitLabel}
        </Button>
      </form>
    </Form>
  );
}
