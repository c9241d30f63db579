"use client";

import { useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { confirmEscrowMatch } from "@/lib/deals/schedule/actions";
import { compareEscrowAccount, numberDifferenceText, type EscrowComparison } from "@/lib/deals/schedule/escrow-check";
import type { EscrowAccount } from "@/lib/schemas/contract";
import { escrowCheckFormSchema } from "@/lib/schemas/payment-schedule";
import { isStoreError } from "@/lib/store";
import { firstErrors } from "./field-errors";
import { TextInputField } from "./text-input-field";

type EscrowCheckFormProps = { contractId: string; account: EscrowAccount; instalment: { key: string; label: string } };

function Mismatch({ account, typedHolder, comparison }: { account: EscrowAccount; typedHolder: string; comparison: EscrowComparison }) {
  const numberText = numberDifferenceText(comparison.number);
  return (
    <div role="alert" className="grid gap-2 rounded-md border-2 border-destructive p-4 text-sm">
      <p className="font-medium text-destructive">Do not pay: this is not the account the contract states.</p>
      <ul className="grid list-disc gap-1 pl-5">
        {comparison.holderMatches ? null : (
          <li>
            The account holder differs: the contract states &ldquo;{account.holder}&rdquo;, you typed &ldquo;{typedHolder.trim()}&rdquo;.
          </li>
        )}
        {numberText ? <li>{numberText}</li> : null}
      </ul>
      <p>
        Payment instructions that change by email are the usual fraud. Ask the escrow agent to confirm the account by phone, on a number you
        already hold, before you pay.
      </p>
    </div>
  );
}

/** Before a payment: the account the person is about to pay into, compared with the contract's escrow account. */
export function EscrowCheckForm({ contractId, account, instalment }: EscrowCheckFormProps) {
  const [holder, setHolder] = useState("");
  const [number, setNumber] = useState("");
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [comparison, setComparison] = useState<{ result: EscrowComparison; holder: string } | null>(null);
  const [note, setNote] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = escrowCheckFormSchema.safeParse({ holder, number });
    setErrors(parsed.success ? {} : firstErrors(parsed.error.issues));
    setNote(null);
    if (!parsed.success) return setComparison(null);
    const result = compareEscrowAccount(account, parsed.data);
    setComparison({ result, holder: parsed.data.holder });
    if (!result.matches) return;
    try {
      await confirmEscrowMatch(contractId, instalment.key);
      setNote(`Recorded: you confirmed it matches, before paying ${instalment.label.toLowerCase()}.`);
    } catch (caught) {
      setNote(
        isStoreError(caught)
          ? `It matches, but your check could not be recorded: ${caught.message}`
          : "It matches, but your check could not be recorded.",
      );
    }
  }

  return (
    <form noValidate onSubmit={submit} aria-labelledby="escrow-check-title" className="grid gap-4">
      <h3 id="escrow-check-title" className="text-lg">
        Before you pay {instalment.label.toLowerCase()}: check the escrow account
      </h3>
      <dl className="grid gap-1 text-sm sm:grid-cols-[auto_1fr] sm:gap-x-4">
        <dt className="text-muted-foreground">Holder, as the contract states it</dt>
        <dd data-testid="escrow-holder">{account.holder}</dd>
        <dt className="text-muted-foreground">Bank</dt>
        <dd>{account.bank}</dd>
        <dt className="text-muted-foreground">Account number</dt>
        <dd className="tabular" data-testid="escrow-number">
          {account.number}
        </dd>
      </dl>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextInputField
          id="escrow-holder-typed"
          label="Holder you are about to pay"
          value={holder}
          error={errors.holder}
          onChange={setHolder}
        />
        <TextInputField
          id="escrow-number-typed"
          label="Account number or IBAN you are about to pay"
          hint="As your bank's payment screen shows it; spaces and letter case do not matter."
          value={number}
          error={errors.number}
          onChange={setNumber}
        />
      </div>
      <div>
        <Button type="submit" variant="outline">
          Compare with the contract
        </Button>
      </div>
      {comparison && !comparison.result.matches ? (
        <Mismatch account={account} typedHolder={comparison.holder} comparison={comparison.result} />
      ) : null}
      <p role="status" className="text-sm">
        {comparison?.result.matches ? (note ?? "It matches the contract's escrow account.") : ""}
      </p>
    </form>
  );
}
