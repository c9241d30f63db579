"use client";

import { useId, type ChangeEvent } from "react";
import { useTypedValue } from "@/components/ui/use-typed-value";

type MoneyFieldProps = {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** Shown under the field when the text is not an amount. */
  error: string | null;
  hint?: string;
  inputMode?: "decimal" | "numeric";
};

// Plain class strings (no cn()): the calculators sit on content pages with a tight JS budget.
const inputClass =
  "tabular min-h-11 w-full rounded-md border border-muted-foreground/70 bg-card px-3 text-base text-card-foreground outline-hidden focus-visible:border-ring focus-visible:ring-2 focus-visible:ring-ring aria-invalid:border-destructive";

/** A calculator input that takes "$8,500,000"-style text (or a percentage) and says when it cannot read it. */
export function MoneyField({ label, value, onChange, error, hint, inputMode = "decimal" }: MoneyFieldProps) {
  const id = useId();
  const change = (event: ChangeEvent<HTMLInputElement>) => onChange(event.target.value);
  const ref = useTypedValue(value, change);
  const described = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(" ");
  return (
    <div className="grid gap-2">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      {hint ? (
        <p id={`${id}-hint`} className="text-sm text-muted-foreground">
          {hint}
        </p>
      ) : null}
      <input
        ref={ref}
        id={id}
        type="text"
        inputMode={inputMode}
        autoComplete="off"
        value={value}
        onChange={change}
        aria-invalid={error ? true : undefined}
        aria-describedby={described || undefined}
        className={inputClass}
      />
      {error ? (
        <p id={`${id}-error`} className="text-sm font-medium text-destructive">
          <span className="sr-only">Error: </span>
          {error}
        </p>
      ) : null}
    </div>
  );
}
