"use client";

import type { ChangeEvent } from "react";
import { AlertCircleIcon } from "@/components/ui/icons/alert-circle";
import { useTypedValue } from "@/components/ui/use-typed-value";
import { filterControlClass, filterLabelClass } from "./field-classes";

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
      <label htmlFor={id} className={filterLabelClass}>
        {label}
      </label>
      <input
        ref={ref}
        id={id}
        type="date"
        value={value}
        min={min}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        onChange={change}
        className={`${filterControlClass} cursor-text`}
      />
      {error ? (
        <p id={errorId} className="flex items-start gap-1.5 text-sm font-medium text-destructive">
          <AlertCircleIcon className="mt-0.5 size-4" />
          <span>
            <span className="sr-only">Error: </span>
            {error}
          </span>
        </p>
      ) : null}
    </div>
  );
}
