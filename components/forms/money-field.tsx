"use client";

import { useId, type ChangeEvent } from "react";
import { FieldMessage } from "@/components/ui/field-message";
import { inputClasses } from "@/components/ui/field-styles";
import { Label } from "@/components/ui/label";
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

/** A calculator input that takes "$8,500,000"-style text (or a percentage) and says when it cannot read it. */
export function MoneyField({ label, value, onChange, error, hint, inputMode = "decimal" }: MoneyFieldProps) {
  const id = useId();
  const change = (event: ChangeEvent<HTMLInputElement>) => onChange(event.target.value);
  const ref = useTypedValue(value, change);
  const described = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(" ");
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>{label}</Label>
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
        className={inputClasses("tabular")}
      />
      {error ? <FieldMessage id={`${id}-error`}>{error}</FieldMessage> : null}
    </div>
  );
}
