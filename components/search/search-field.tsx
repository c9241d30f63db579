"use client";

import type { ChangeEvent } from "react";
import { SearchIcon } from "@/components/ui/icons/search";
import { useTypedValue } from "@/components/ui/use-typed-value";
import { filterControlClass, filterLabelClass } from "./field-classes";

type SearchFieldProps = {
  id: string;
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
};

/** The free-text search box of a filter panel, with its magnifier drawn inside. */
export function SearchField({ id, label, placeholder, value, onChange }: SearchFieldProps) {
  const change = (event: ChangeEvent<HTMLInputElement>) => onChange(event.target.value);
  const ref = useTypedValue(value, change);
  return (
    <div className="grid gap-2">
      <label htmlFor={id} className={filterLabelClass}>
        {label}
      </label>
      <div className="relative">
        <SearchIcon className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" />
        <input
          ref={ref}
          id={id}
          type="search"
          value={value}
          placeholder={placeholder}
          autoComplete="off"
          spellCheck={false}
          maxLength={200}
          enterKeyHint="search"
          onChange={change}
          className={`${filterControlClass} pl-9`}
        />
      </div>
    </div>
  );
}
