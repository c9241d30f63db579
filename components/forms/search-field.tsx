"use client";

import type { ChangeEvent } from "react";
import { inputClasses } from "@/components/ui/field-styles";
import { SearchIcon } from "@/components/ui/icons/search";
import { Label } from "@/components/ui/label";
import { useTypedValue } from "@/components/ui/use-typed-value";

type SearchFieldProps = {
  id: string;
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
  /** A search filter's small capitals (default), or a field's plain label. */
  labelVariant?: "caps" | "default";
};

/** A free-text search box with its magnifier drawn inside. */
export function SearchField({ id, label, placeholder, value, onChange, labelVariant = "caps" }: SearchFieldProps) {
  const change = (event: ChangeEvent<HTMLInputElement>) => onChange(event.target.value);
  const ref = useTypedValue(value, change);
  return (
    <div className="grid gap-2">
      <Label htmlFor={id} variant={labelVariant}>
        {label}
      </Label>
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
          className={inputClasses("pl-9")}
        />
      </div>
    </div>
  );
}
