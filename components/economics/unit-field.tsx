"use client";

import type { ChangeEvent, ComponentProps, ReactNode } from "react";
import type { FieldValues } from "react-hook-form";
import { LabelledField, type BaseProps } from "@/components/forms/text-fields";
import { FormControl } from "@/components/ui/form";
import { inputClasses } from "@/components/ui/field-styles";
import { Input } from "@/components/ui/input";
import { useTypedValue } from "@/components/ui/use-typed-value";
import { cn } from "@/lib/utils";

type UnitFieldProps<T extends FieldValues> = Omit<BaseProps<T>, "label"> & {
  label: string;
  /** Shown inside the field ("%", "years", "$"); screen readers hear it as part of the label. */
  unit: string;
  unitAt?: "start" | "end";
  /** "decimal" for amounts and percentages, "numeric" for whole numbers. */
  inputMode?: "decimal" | "numeric";
};

/** Where the unit sits, and the room the figure leaves it. */
const unitPlaces = {
  start: { field: "pl-12", unit: "left-3" },
  end: { field: "pr-16", unit: "right-3" },
} as const;

/** A calculator's number, bound to react-hook-form, with its unit beside the figure. */
export function UnitField<T extends FieldValues>({ label, unit, unitAt = "end", inputMode = "decimal", ...base }: UnitFieldProps<T>) {
  const spokenLabel: ReactNode = (
    <>
      {label}
      <span className="sr-only"> ({unit})</span>
    </>
  );
  return (
    <LabelledField
      {...base}
      label={spokenLabel}
      render={(field) => (
        <div className="relative">
          <FormControl>
            <Input
              {...field}
              value={field.value ?? ""}
              inputMode={inputMode}
              autoComplete="off"
              spellCheck={false}
              className={`tabular ${unitPlaces[unitAt].field}`}
            />
          </FormControl>
          <span
            aria-hidden="true"
            className={`pointer-events-none absolute inset-y-0 flex items-center text-sm text-muted-foreground ${unitPlaces[unitAt].unit}`}
          >
            {unit}
          </span>
        </div>
      )}
    />
  );
}

/** A native select that keeps a choice made before its code arrived (useTypedValue). */
export function TypedSelect({ value, onChange, ref, className, ...props }: ComponentProps<"select">) {
  const fieldRef = useTypedValue<HTMLSelectElement>(value, onChange as ((event: ChangeEvent<HTMLSelectElement>) => void) | undefined, ref);
  return <select ref={fieldRef} value={value} onChange={onChange} className={inputClasses(cn("cursor-pointer", className))} {...props} />;
}
