"use client";

import { FieldMessage } from "@/components/ui/field-message";
import { inputClasses } from "@/components/ui/field-styles";
import { Label } from "@/components/ui/label";

type TextInputFieldProps = {
  id: string;
  label: string;
  hint?: string;
  value: string;
  error?: string | undefined;
  autoComplete?: string;
  onChange: (value: string) => void;
};

/** A labelled text input with an optional hint and its error under it, both named by aria-describedby. */
export function TextInputField({ id, label, hint, value, error, autoComplete = "off", onChange }: TextInputFieldProps) {
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(" ") || undefined;
  return (
    <div className="grid content-start gap-2">
      <Label htmlFor={id} variant="caps">
        {label}
      </Label>
      {hint ? (
        <p id={hintId} className="text-sm text-muted-foreground">
          {hint}
        </p>
      ) : null}
      <input
        id={id}
        type="text"
        value={value}
        autoComplete={autoComplete}
        spellCheck={false}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        onChange={(event) => onChange(event.target.value)}
        className={inputClasses("cursor-text")}
      />
      {error ? <FieldMessage id={errorId}>{error}</FieldMessage> : null}
    </div>
  );
}
