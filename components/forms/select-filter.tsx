"use client";

import type { ChangeEvent } from "react";
import { inputClasses } from "@/components/ui/field-styles";
import { ChevronDownIcon } from "@/components/ui/icons/chevron-down";
import { Label } from "@/components/ui/label";
import { useTypedValue } from "@/components/ui/use-typed-value";

type Option = { value: string; label: string };

type SelectFilterProps = {
  id: string;
  label: string;
  value: string;
  /** The "no filter" choice, like "Any brand". */
  anyLabel: string;
  options: readonly Option[];
  onChange: (value: string) => void;
};

/**
 * A labelled native <select> for one filter: light, keyboard- and screen-reader-native, and the
 * phone's own picker on touch screens. The empty value means "any".
 */
export function SelectFilter({ id, label, value, anyLabel, options, onChange }: SelectFilterProps) {
  const change = (event: ChangeEvent<HTMLSelectElement>) => onChange(event.target.value);
  const ref = useTypedValue(value, change);
  return (
    <div className="grid gap-2">
      <Label htmlFor={id} variant="caps">
        {label}
      </Label>
      <div className="relative">
        <select ref={ref} id={id} value={value} onChange={change} className={inputClasses("cursor-pointer appearance-none pr-10")}>
          <option value="">{anyLabel}</option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
        <ChevronDownIcon className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-muted-foreground" />
      </div>
    </div>
  );
}
