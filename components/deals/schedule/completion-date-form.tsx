"use client";

import { useState, type FormEvent } from "react";
import { DateField } from "@/components/forms/date-field";
import { Button } from "@/components/ui/button";
import { recordCompletionDate } from "@/lib/deals/schedule/actions";
import { slipText } from "@/lib/deals/schedule/calendar-days";
import type { CompletionSlip } from "@/lib/deals/schedule/schedule";
import { formatDate } from "@/lib/format";
import { completionDateFormSchema } from "@/lib/schemas/payment-schedule";
import { isStoreError } from "@/lib/store";
import { firstErrors } from "./field-errors";

function direction(days: number): string {
  return `${slipText(days)} ${days < 0 ? "earlier" : "later"}`;
}

/** What a recorded completion date changes: the slip against the plan and each instalment that moves. */
export function SlipSummary({ slip }: { slip: CompletionSlip }) {
  return (
    <div data-testid="completion-slip" className="grid gap-2 rounded-md border border-border bg-secondary/40 p-4 text-sm">
      <p>
        <strong>
          Completion {slip.days === 0 ? "is as planned" : `slipped ${direction(slip.days)}`}: {formatDate(slip.current)}
        </strong>{" "}
        instead of {formatDate(slip.planned)}, the end of the building&rsquo;s completion quarter.
      </p>
      {slip.moves.length > 0 ? (
        <ul className="grid list-disc gap-1 pl-5">
          {slip.moves.map((move) => (
            <li key={move.key}>
              {move.label}: {formatDate(move.from)} to {formatDate(move.to)} ({direction(move.days)})
            </li>
          ))}
        </ul>
      ) : (
        <p>No unpaid instalment moves.</p>
      )}
    </div>
  );
}

/** Records a new completion date (the developer announced one); the schedule then shows the slip. */
export function CompletionDateForm({ contractId }: { contractId: string }) {
  const [date, setDate] = useState("");
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = completionDateFormSchema.safeParse({ date });
    if (!parsed.success) return setError(firstErrors(parsed.error.issues).date);
    setBusy(true);
    try {
      await recordCompletionDate(contractId, parsed.data.date);
      setError(undefined);
      setDate("");
    } catch (caught) {
      setError(isStoreError(caught) ? caught.message : "The date could not be recorded. Try again.");
    } finally {
      setBusy(false);
    }
  }

  return (
    <form noValidate onSubmit={submit} className="flex flex-wrap items-end gap-3">
      <div className="min-w-56 flex-1 sm:flex-none">
        <DateField id="new-completion-date" label="New completion date" value={date} error={error} onChange={setDate} />
      </div>
      <Button type="submit" variant="outline" disabled={busy}>
        Record completion date
      </Button>
    </form>
  );
}
