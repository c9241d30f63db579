"use client";

import type { ChangeEvent } from "react";
import { FieldMessage } from "@/components/ui/field-message";
import { inputClasses } from "@/components/ui/field-styles";
import { Label } from "@/components/ui/label";
import { useTypedValue } from "@/components/ui/use-typed-value";

type DateFieldProps = {
  id: string;
  label: string;
  value: string;
  min?: string;
  /** The problem with the value, shown by the field and tied to it. */
  error?: string;
  onChange: (value: string) => void;
};

/** A labelled native date input (YYYY-MM-DD) with its error message under it. */
export function DateField({ id, label, value, min, error, onChange }: DateFieldProps) {
  const errorId = `${id}-error`;
  const change = (event: ChangeEvent<HTMLInputElement>) => onChange(event.target.value);
  const ref = useTypedValue(value, change);
  return (
    <div className="grid content-start gap-2">
      <Label htmlFor={id} variant="caps">
        {label}
      </Label>
      <input
        ref={ref}
        id={id}
        type="date"
        value={value}
        min={min}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        onChange={change}
        className={inputClasses("cursor-text")}
      />
      {error ? <FieldMessage id={errorId}>{error}</FieldMessage> : null}
    </div>
  );
}
