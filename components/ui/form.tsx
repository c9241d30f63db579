"use client";

import * as React from "react";
import { Slot } from "@radix-ui/react-slot";
import {
  Controller,
  FormProvider,
  useFormContext,
  useFormState,
  type ControllerProps,
  type FieldPath,
  type FieldValues,
} from "react-hook-form";

import { cn } from "@/lib/utils";
import { FieldMessage } from "@/components/ui/field-message";
import { Label, RequiredMark } from "@/components/ui/label";
import { firstErrorMessage } from "@/components/ui/form-errors";

/*
 * shadcn's form pattern over react-hook-form:
 *   <FormField control={form.control} name="email" render={({ field }) => (
 *     <FormItem>
 *       <FormLabel required>Email</FormLabel>
 *       <FormDescription>…</FormDescription>
 *       <FormControl><Input autoComplete="email" {...field} /></FormControl>
 *       <FormMessage />
 *     </FormItem>
 *   )} />
 * FormControl gives the control its id (the label's htmlFor), aria-invalid, and aria-describedby
 * naming the description and the message only while each exists.
 */

export const Form = FormProvider;

type FormFieldContextValue = { name: string };
const FormFieldContext = React.createContext<FormFieldContextValue | null>(null);

export function FormField<
  TFieldValues extends FieldValues = FieldValues,
  TName extends FieldPath<TFieldValues> = FieldPath<TFieldValues>,
  TTransformedValues = TFieldValues,
>(props: ControllerProps<TFieldValues, TName, TTransformedValues>) {
  return (
    <FormFieldContext.Provider value={{ name: props.name }}>
      <Controller {...props} />
    </FormFieldContext.Provider>
  );
}

type FormItemContextValue = { id: string; hasDescription: boolean; setHasDescription: (has: boolean) => void };
const FormItemContext = React.createContext<FormItemContextValue | null>(null);

export function useFormField() {
  const field = React.useContext(FormFieldContext);
  const item = React.useContext(FormItemContext);
  if (!field || !item) throw new Error("useFormField must be used inside <FormField> and <FormItem>.");
  const { getFieldState } = useFormContext();
  const formState = useFormState({ name: field.name });
  const fieldState = getFieldState(field.name, formState);
  return {
    name: field.name,
    formItemId: `${item.id}-control`,
    formDescriptionId: `${item.id}-description`,
    formMessageId: `${item.id}-message`,
    hasDescription: item.hasDescription,
    setHasDescription: item.setHasDescription,
    ...fieldState,
  };
}

export function FormItem({ className, ...props }: React.ComponentProps<"div">) {
  const id = React.useId();
  const [hasDescription, setHasDescription] = React.useState(false);
  const value = React.useMemo(() => ({ id, hasDescription, setHasDescription }), [id, hasDescription]);
  return (
    <FormItemContext.Provider value={value}>
      <div data-slot="form-item" className={cn("grid gap-2", className)} {...props} />
    </FormItemContext.Provider>
  );
}

export function FormLabel({
  className,
  children,
  required = false,
  ...props
}: React.ComponentProps<typeof Label> & { required?: boolean }) {
  const { error, formItemId } = useFormField();
  return (
    <Label data-slot="form-label" data-error={!!error} htmlFor={formItemId} className={className} {...props}>
      {children}
      {required ? <RequiredMark /> : null}
    </Label>
  );
}

export function FormControl(props: React.ComponentProps<typeof Slot>) {
  const { error, formItemId, formDescriptionId, formMessageId, hasDescription } = useFormField();
  const describedBy = [hasDescription && formDescriptionId, error && formMessageId].filter(Boolean).join(" ");
  return <Slot data-slot="form-control" id={formItemId} aria-describedby={describedBy || undefined} aria-invalid={!!error} {...props} />;
}

export function FormDescription({ className, ...props }: Omit<React.ComponentProps<"p">, "ref">) {
  const { formDescriptionId, setHasDescription } = useFormField();
  // Register while mounted so FormControl only points aria-describedby at ids that exist.
  const register = React.useCallback(
    (node: HTMLParagraphElement | null) => {
      if (!node) return;
      setHasDescription(true);
      return () => setHasDescription(false);
    },
    [setHasDescription],
  );
  return (
    <p
      data-slot="form-description"
      ref={register}
      id={formDescriptionId}
      className={cn("text-sm text-muted-foreground", className)}
      {...props}
    />
  );
}

/**
 * The field's error, prefixed "Error: " for screen readers (GOV.UK). Renders nothing while the
 * field is valid; `children` is only a fallback for an error that carries no message.
 */
export function FormMessage({ children, ...props }: React.ComponentProps<"p">) {
  const { error, formMessageId } = useFormField();
  if (!error) return null;
  const body = firstErrorMessage(error) ?? children;
  if (!body) return null;
  return (
    <FieldMessage id={formMessageId} {...props}>
      {body}
    </FieldMessage>
  );
}

export { ErrorSummary } from "@/components/ui/error-summary";
export { collectErrors, type SummaryError } from "@/components/ui/form-errors";
