"use client";

import { useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { FieldMessage } from "@/components/ui/field-message";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import {
  contractSorts,
  DEFAULT_LIST_QUERY,
  filterableStatuses,
  type ContractListQuery,
  type ContractSort,
} from "@/lib/deals/contracts/list-query";
import { formatMoney } from "@/lib/money";
import { parseMoney } from "@/lib/money-input";
import type { ContractStatus } from "@/lib/schemas/contract";
import { contractStatusLabels } from "@/lib/schemas/labels";

type FilterChange = Pick<ContractListQuery, "statuses" | "minAmountCents" | "maxAmountCents" | "deadlineFrom" | "deadlineTo" | "sort">;

type ContractFiltersDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  query: ContractListQuery;
  onApply: (change: FilterChange) => void;
};

type Draft = { statuses: ContractStatus[]; min: string; max: string; from: string; to: string; sort: ContractSort };
type Errors = Partial<Record<"min" | "max" | "to", string>>;

function draftOf(query: ContractListQuery): Draft {
  return {
    statuses: query.statuses,
    min: query.minAmountCents === null ? "" : formatMoney(query.minAmountCents),
    max: query.maxAmountCents === null ? "" : formatMoney(query.maxAmountCents),
    from: query.deadlineFrom ?? "",
    to: query.deadlineTo ?? "",
    sort: query.sort,
  };
}

function check(draft: Draft): { errors: Errors; change: FilterChange } {
  const errors: Errors = {};
  const min = draft.min.trim() ? parseMoney(draft.min) : null;
  const max = draft.max.trim() ? parseMoney(draft.max) : null;
  if (draft.min.trim() && min === null) errors.min = "Enter the lowest amount in dollars, like $1,000,000";
  if (draft.max.trim() && max === null) errors.max = "Enter the highest amount in dollars, like $10,000,000";
  if (min !== null && max !== null && min > max) errors.max = "Highest amount must be the same as or more than the lowest";
  if (draft.from && draft.to && draft.from > draft.to) errors.to = "Latest deadline must be the same as or after the earliest";
  return {
    errors,
    change: {
      statuses: draft.statuses,
      minAmountCents: min,
      maxAmountCents: max,
      deadlineFrom: draft.from || null,
      deadlineTo: draft.to || null,
      sort: draft.sort,
    },
  };
}

const choiceClasses = "size-5 shrink-0 cursor-pointer accent-(--gold-ink)";

/** Status, amount and deadline filters and the sort order for the contract list. */
export default function ContractFiltersDialog({ open, onOpenChange, query, onApply }: ContractFiltersDialogProps) {
  const [draft, setDraft] = useState<Draft>(() => draftOf(query));
  const [errors, setErrors] = useState<Errors>({});
  const set = (change: Partial<Draft>) => setDraft((previous) => ({ ...previous, ...change }));

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const result = check(draft);
    setErrors(result.errors);
    const first = (["min", "max", "to"] as const).find((key) => result.errors[key]);
    if (first) {
      document.getElementById(`filter-${first}`)?.focus();
      return;
    }
    onApply(result.change);
    onOpenChange(false);
  }

  function clear() {
    const { statuses, minAmountCents, maxAmountCents, deadlineFrom, deadlineTo, sort } = DEFAULT_LIST_QUERY;
    onApply({ statuses, minAmountCents, maxAmountCents, deadlineFrom, deadlineTo, sort });
    setDraft(draftOf(DEFAULT_LIST_QUERY));
    setErrors({});
    onOpenChange(false);
  }

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (next) setDraft(draftOf(query));
        setErrors({});
        onOpenChange(next);
      }}
    >
      <DialogContent className="sm:max-w-xl">
        <DialogHeader>
          <DialogTitle>Filter contracts</DialogTitle>
          <DialogDescription>Narrow the list by status, purchase amount and deadline, and choose its order.</DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={submit} className="grid gap-6">
          <fieldset className="grid gap-3">
            <legend className="mb-3 text-sm font-medium">Status</legend>
            <div className="grid gap-1 sm:grid-cols-2">
              {filterableStatuses.map((status) => (
                <label key={status} className="flex min-h-11 cursor-pointer items-center gap-3 text-sm">
                  <input
                    type="checkbox"
                    className={choiceClasses}
                    checked={draft.statuses.includes(status)}
                    onChange={(event) =>
                      set({
                        statuses: event.target.checked
                          ? filterableStatuses.filter((item) => item === status || draft.statuses.includes(item))
                          : draft.statuses.filter((item) => item !== status),
                      })
                    }
                  />
                  {contractStatusLabels[status]}
                </label>
              ))}
            </div>
          </fieldset>

          <fieldset className="grid gap-3">
            <legend className="mb-3 text-sm font-medium">Purchase amount (USD)</legend>
            <div className="grid gap-4 sm:grid-cols-2">
              {(
                [
                  ["min", "Lowest", "$1,000,000"],
                  ["max", "Highest", "$20,000,000"],
                ] as const
              ).map(([key, label, placeholder]) => (
                <div key={key} className="grid gap-2">
                  <Label htmlFor={`filter-${key}`}>{label}</Label>
                  <Input
                    id={`filter-${key}`}
                    inputMode="decimal"
                    placeholder={placeholder}
                    value={draft[key]}
                    onChange={(event) => set({ [key]: event.target.value })}
                    aria-invalid={errors[key] ? true : undefined}
                    aria-describedby={errors[key] ? `filter-${key}-error` : undefined}
                  />
                  {errors[key] ? <FieldMessage id={`filter-${key}-error`}>{errors[key]}</FieldMessage> : null}
                </div>
              ))}
            </div>
          </fieldset>

          <fieldset className="grid gap-3">
            <legend className="mb-3 text-sm font-medium">Deadline</legend>
            <div className="grid gap-4 sm:grid-cols-2">
              {(
                [
                  ["from", "Earliest"],
                  ["to", "Latest"],
                ] as const
              ).map(([key, label]) => (
                <div key={key} className="grid gap-2">
                  <Label htmlFor={`filter-${key}`}>{label}</Label>
                  <Input
                    id={`filter-${key}`}
                    type="date"
                    value={draft[key]}
                    onChange={(event) => set({ [key]: event.target.value })}
                    aria-invalid={key === "to" && errors.to ? true : undefined}
                    aria-describedby={key === "to" && errors.to ? "filter-to-error" : undefined}
                  />
                  {key === "to" && errors.to ? <FieldMessage id="filter-to-error">{errors.to}</FieldMessage> : null}
                </div>
              ))}
            </div>
          </fieldset>

          <fieldset className="grid gap-1">
            <legend className="mb-3 text-sm font-medium">Sort by</legend>
            {contractSorts.map((sort) => (
              <label key={sort.value} className="flex min-h-11 cursor-pointer items-center gap-3 text-sm">
                <input
                  type="radio"
                  name="contract-sort"
                  className={choiceClasses}
                  checked={draft.sort === sort.value}
                  onChange={() => set({ sort: sort.value })}
                />
                {sort.label}
              </label>
            ))}
          </fieldset>

          <DialogFooter>
            <Button type="button" variant="outline" onClick={clear}>
              Clear all
            </Button>
            <Button type="submit">Apply filters</Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
