"use client";

import { FieldMessage } from "@/components/ui/field-message";
import { inputClasses } from "@/components/ui/field-styles";
import { Label } from "@/components/ui/label";
import { RECEIPT_ACCEPT } from "@/lib/deals/schedule/receipt";

type ReceiptFieldProps = {
  id: string;
  /** What was picked and passed the checks, shown under the field. */
  chosen: string | null;
  error?: string | undefined;
  onPick: (file: File | null) => void;
};

/** The receipt's file input: a PDF, PNG or JPEG of at most 10 MB (its bytes decide, not its name). */
export function ReceiptField({ id, chosen, error, onPick }: ReceiptFieldProps) {
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return (
    <div className="grid content-start gap-2">
      <Label htmlFor={id} variant="caps">
        Receipt
      </Label>
      <p id={hintId} className="text-sm text-muted-foreground">
        A PDF, PNG or JPEG, smaller than 10MB. It is kept in this browser only.
      </p>
      <input
        id={id}
        type="file"
        accept={RECEIPT_ACCEPT}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${hintId} ${errorId}` : hintId}
        onChange={(event) => onPick(event.target.files?.[0] ?? null)}
        className={inputClasses("h-auto cursor-pointer py-2")}
      />
      {chosen ? <p className="text-sm">Chosen: {chosen}</p> : null}
      {error ? <FieldMessage id={errorId}>{error}</FieldMessage> : null}
    </div>
  );
}
