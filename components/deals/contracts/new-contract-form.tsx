"use client";

import { useRouter } from "next/navigation";
import { useEffect, useState, type ReactNode } from "react";
import type { FieldPath } from "react-hook-form";
import { TextField, TextareaField } from "@/components/forms/text-fields";
import { useGovukForm } from "@/components/forms/use-govuk-form";
import { FormShell } from "@/components/forms/form-shell";
import { SellerContactFields } from "./seller-contact-fields";
import { buttonVariants } from "@/components/ui/button";
import { toast } from "@/components/ui/use-toast";
import { padContractId } from "@/lib/format";
import { SIGNING_WINDOW_DAYS } from "@/lib/deals/contracts/new-contract";
import type { Contract, ContractForm } from "@/lib/schemas/contract";
import { useGoBack } from "@/components/layout/use-go-back";
import { retryImport } from "@/lib/retry-import";

/** After saving, the list opens after this long (spec: 1.5 s), so the toast can be read. */
export const REDIRECT_DELAY_MS = 1500;

const emptyForm: ContractForm = {
  propertyName: "",
  propertyAddress: "",
  buyerName: "",
  buyerEmail: "",
  buyerPhone: "",
  sellerName: "",
  sellerEmail: "",
  sellerPhone: "",
  purchaseAmount: "",
  depositAmount: "",
  closingDate: "",
  contingencies: "",
  specialTerms: "",
  realtorName: "",
  realtorLicense: "",
};

const fieldOrder = Object.keys(emptyForm) as FieldPath<ContractForm>[];

// zod and the schema load after the page shows (see useGovukForm), not with it.
const loadSchema = () => import("@/lib/schemas/contract").then((module) => module.contractFormSchema);

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="grid gap-5 rounded-lg border border-border bg-card p-5 shadow-soft sm:grid-cols-2 sm:p-7">
      <legend className="float-left mb-1 w-full font-display text-2xl sm:col-span-2">{title}</legend>
      {children}
    </fieldset>
  );
}

/** The /contracts/new form: six sections, GOV.UK errors, saved to the browser store with the next contract number. */
export function NewContractForm() {
  const router = useRouter();
  const goBack = useGoBack("/contracts/");
  const [created, setCreated] = useState<Contract | null>(null);
  const { form, summary, focusField } = useGovukForm<ContractForm>(loadSchema, emptyForm, fieldOrder);
  const control = form.control;

  useEffect(() => {
    if (!created) return;
    const timer = window.setTimeout(() => router.push("/contracts/"), REDIRECT_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [created, router]);

  async function create(values: ContractForm) {
    // The write (and the store's code) loads on submit, not with the page.
    const { createContract } = await retryImport(() => import("@/lib/deals/contracts/actions"));
    const contract = await createContract(values);
    setCreated(contract);
    toast({ title: "Contract Created", description: "The contract has been created and is ready for signatures." });
  }

  return (
    <FormShell
      form={form}
      summary={summary}
      focusField={focusField}
      submitLabel="Create Contract"
      onValid={create}
      done={created !== null}
      actions={
        <button type="button" onClick={goBack} className={buttonVariants({ variant: "outline", className: "w-full sm:w-auto" })}>
          Cancel
        </button>
      }
    >
      <p className="text-sm text-muted-foreground">
        Fields marked <span className="text-gold-ink">*</span> are required. The contract is saved in this browser, numbered after the
        contracts already here, and waits for the buyer&rsquo;s and the seller&rsquo;s signatures.
      </p>

      <Section title="Property Information">
        <TextField control={control} name="propertyName" label="Property name" required className="sm:col-span-2" />
        <TextField
          control={control}
          name="propertyAddress"
          label="Property address"
          required
          autoComplete="off"
          className="sm:col-span-2"
        />
      </Section>

      <Section title="Buyer Information">
        <TextField
          control={control}
          name="buyerName"
          label="Buyer's full name"
          required
          spellCheck={false}
          autoComplete="off"
          className="sm:col-span-2"
        />
        <TextField control={control} name="buyerEmail" label="Buyer's email" type="email" required spellCheck={false} autoComplete="off" />
        <TextField control={control} name="buyerPhone" label="Buyer's phone" type="tel" required autoComplete="off" />
      </Section>

      <Section title="Seller Information">
        <SellerContactFields control={control} />
      </Section>

      <Section title="Financial Terms">
        <TextField
          control={control}
          name="purchaseAmount"
          label="Purchase amount"
          required
          inputMode="decimal"
          placeholder="$0,000,000"
          description="In US dollars, like $8,500,000."
        />
        <TextField
          control={control}
          name="depositAmount"
          label="Deposit amount"
          required
          inputMode="decimal"
          placeholder="$000,000"
          description="In US dollars, no more than the purchase amount."
        />
        <TextField
          control={control}
          name="closingDate"
          label="Closing date"
          type="date"
          required
          description={`Today or later. Both parties are asked to sign within ${SIGNING_WINDOW_DAYS} days, or by closing if that is sooner.`}
          className="sm:col-span-2"
        />
      </Section>

      <Section title="Contract Terms">
        <TextareaField
          control={control}
          name="contingencies"
          label="Contingencies"
          description="Optional: inspection, financing, appraisal, possession."
          rows={4}
          className="sm:col-span-2"
        />
        <TextareaField
          control={control}
          name="specialTerms"
          label="Special terms"
          description="Optional: what conveys, credits, anything agreed beyond the standard terms."
          rows={4}
          className="sm:col-span-2"
        />
      </Section>

      <Section title="Realtor Information">
        <TextField control={control} name="realtorName" label="Realtor's name" required spellCheck={false} autoComplete="off" />
        <TextField control={control} name="realtorLicense" label="License number" required autoComplete="off" />
      </Section>

      {created ? (
        <p role="status" className="rounded-md border border-success/40 bg-success/5 p-4 text-sm">
          Contract #{padContractId(created.id)} is saved. Opening your contracts…
        </p>
      ) : null}
    </FormShell>
  );
}
