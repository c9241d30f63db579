"use client";

import { useState, type ReactNode } from "react";
import type { Control, FieldPath, FieldValues } from "react-hook-form";
import { FormControl, FormDescription, FormField, FormItem, FormLabel, FormMessage, useFormField } from "@/components/ui/form";
import { Input } from "@/components/ui/input";

type PasswordFieldProps<T extends FieldValues> = {
  control: Control<T>;
  name: FieldPath<T>;
  label: ReactNode;
  description?: ReactNode;
  autoComplete: "current-password" | "new-password";
  /** Shared by both login forms (spec 4): showing one shows the other. */
  visible: boolean;
  onVisibleChange: (visible: boolean) => void;
};

/**
 * A password input with a Show/Hide button (GOV.UK password input pattern): the button says
 * what it will do, and a polite status line tells screen-reader users the new state.
 * Paste and password managers work as usual (WCAG 3.3.8).
 */
export function PasswordField<T extends FieldValues>({
  control,
  name,
  label,
  description,
  autoComplete,
  visible,
  onVisibleChange,
}: PasswordFieldProps<T>) {
  return (
    <FormField
      control={control}
      name={name}
      render={({ field }) => (
        <FormItem>
          <FormLabel required>{label}</FormLabel>
          {description ? <FormDescription>{description}</FormDescription> : null}
          <div className="relative">
            <FormControl>
              <Input
                {...field}
                value={field.value ?? ""}
                type={visible ? "text" : "password"}
                autoComplete={autoComplete}
                autoCapitalize="none"
                autoCorrect="off"
                spellCheck={false}
                className="pr-20"
              />
            </FormControl>
            <VisibilityToggle visible={visible} onVisibleChange={onVisibleChange} />
          </div>
          <FormMessage />
        </FormItem>
      )}
    />
  );
}

function VisibilityToggle({ visible, onVisibleChange }: { visible: boolean; onVisibleChange: (visible: boolean) => void }) {
  const { formItemId } = useFormField();
  const [announced, setAnnounced] = useState("");
  return (
    <>
      <button
        type="button"
        aria-controls={formItemId}
        aria-label={visible ? "Hide password" : "Show password"}
        onClick={() => {
          onVisibleChange(!visible);
          setAnnounced(visible ? "Your password is hidden" : "Your password is shown");
        }}
        className="absolute inset-y-0 right-0 inline-flex min-h-11 min-w-16 cursor-pointer items-center justify-center rounded-r-md px-3 text-xs font-medium caps text-gold-ink hover:bg-secondary focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-hidden"
      >
        {visible ? "Hide" : "Show"}
      </button>
      <span className="sr-only" aria-live="polite">
        {announced}
      </span>
    </>
  );
}
