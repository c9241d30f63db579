"use client";

import { useRouter } from "next/navigation";
import { useEffect, useState, type KeyboardEvent } from "react";
import type { FieldErrors } from "react-hook-form";
import { CheckboxField, TextField } from "@/components/forms/fields";
import { useGovukForm } from "@/components/forms/use-govuk-form";
import { Button } from "@/components/ui/button";
import { ErrorSummary, Form } from "@/components/ui/form";
import { toast } from "@/components/ui/use-toast";
import { partyLabels, pendingSignatures } from "@/lib/deals/contracts/parties";
import type { Contract } from "@/lib/schemas/contract";
import { signatureFormSchema, type SignatureForm } from "@/lib/schemas/signature";
import { keptWhere } from "@/lib/kept-where";
import { getRecordsLocation, isStoreError } from "@/lib/store";
import { readSession } from "@/lib/auth/session";
import { isSigningUnavailable, SIGNING_UNAVAILABLE_MESSAGE } from "@/lib/deals/signing/web-crypto";
import { isImportFailure } from "@/lib/import-failure";
import { retryImport } from "@/lib/retry-import";
import { FormLoadFailed } from "@/components/forms/form-load-failed";
import { signStoredContract } from "@/lib/deals/contracts/actions";
import { goToContract } from "./go-to-contract";
import { SigningPartyField } from "./signing-party-field";

/** Spec: "Processing..." for 2 s, then the success toast, then the contract after 1.5 s. */
const PROCESSING_MS = 2000;
const REDIRECT_MS = 1500;

const wait = (ms: number) => new Promise((resolve) => window.setTimeout(resolve, ms));

type SignFormProps = {
  contract: Contract;
  /** True while a signature is being recorded and until the redirect; the page holds the contract still meanwhile. */
  onSigningChange: (active: boolean) => void;
};

function failureMessage(error: unknown): string {
  if (isStoreError(error)) return error.message;
  if (isSigningUnavailable(error)) return SIGNING_UNAVAILABLE_MESSAGE;
  if (isImportFailure(error)) return "The signing tools could not be loaded. Check your connection and try again; nothing was signed.";
  return "The signature could not be saved. Nothing was signed; try again.";
}

/** Which pending party signs, the typed full legal name with its preview, and the agreement. */
export default function SignForm({ contract, onSigningChange }: SignFormProps) {
  const router = useRouter();
  const pending = pendingSignatures(contract);
  const { form, summary, focusField } = useGovukForm<SignatureForm>(
    signatureFormSchema,
    { party: pending[0]?.party ?? "buyer", legalName: "", capacity: "", agrees: false },
    ["party", "legalName", "capacity", "agrees"],
  );
  const [phase, setPhase] = useState<"idle" | "processing" | "signed">("idle");
  const [saveError, setSaveError] = useState<string | null>(null);
  // Once signed, the contract opens after REDIRECT_MS (the toast stays readable meanwhile).
  useEffect(() => {
    if (phase !== "signed") return;
    const timer = window.setTimeout(() => goToContract(router.push, contract.id), REDIRECT_MS);
    return () => window.clearTimeout(timer);
  }, [phase, router, contract.id]);

  const legalName = form.watch("legalName") ?? "";
  const agrees = form.watch("agrees") === true;
  const party = form.watch("party");
  const signer = contract.signatures.find((signature) => signature.party === party);
  const ready = legalName.trim() !== "" && agrees;

  async function sign(values: SignatureForm) {
    const line = contract.signatures.find((signature) => signature.party === values.party);
    if (!line) return;
    setSaveError(null);
    setPhase("processing");
    onSigningChange(true);
    const request = { party: values.party, signedName: values.legalName, capacity: values.capacity, at: new Date().toISOString() };
    // The key, the digest and pdf-free signing helpers load now, not with the page.
    const [result] = await Promise.allSettled([
      retryImport(() => import("@/lib/deals/signing/browser-signature"))
        .then(({ signWithBrowserKey }) => signWithBrowserKey(contract, request, readSession()?.accountId))
        .then(async ({ input, storage }) => ({ contract: await signStoredContract(contract, input), storage })),
      wait(PROCESSING_MS),
    ]);
    if (result.status === "rejected") {
      const message = failureMessage(result.reason);
      setPhase("idle");
      onSigningChange(false);
      setSaveError(message);
      toast({ variant: "destructive", title: "Signature not recorded", description: message });
      return;
    }
    setPhase("signed");
    const fullySigned = result.value.contract.status === "in_review";
    const keyKept = result.value.storage === "memory" ? keptWhere("visit") : "in this browser";
    toast({
      title: "Contract signed",
      description: `Your signature for the ${partyLabels[values.party].toLowerCase()} is recorded ${keptWhere(getRecordsLocation())}, signed with a key kept ${keyKept}; anyone can check this document at /verify.${fullySigned ? " Every party has signed: the contract is now in review." : ""}`,
    });
  }

  function missing(errors: FieldErrors<SignatureForm>) {
    if (errors.legalName || errors.agrees) {
      toast({ variant: "destructive", title: "Missing Information", description: "Please complete all fields to sign the contract." });
    }
  }

  const submit = form.handleSubmit(sign, missing);

  // Enter in the name field submits even while the button is disabled (implicit submission
  // skips a disabled button), so a half-filled form still gets its "Missing Information".
  function onKeyDown(event: KeyboardEvent<HTMLFormElement>) {
    if (event.key !== "Enter" || !(event.target instanceof HTMLInputElement) || event.target.type === "checkbox") return;
    event.preventDefault();
    if (phase === "idle") void submit();
  }

  const busy = phase !== "idle";

  return (
    <Form {...form}>
      <form
        noValidate
        onSubmit={submit}
        onKeyDown={onKeyDown}
        className="grid gap-6 rounded-lg border border-border bg-card p-6 shadow-soft sm:p-8"
      >
        <h2 className="text-3xl">Sign</h2>
        <ErrorSummary errors={summary} onSelect={focusField} focusKey={form.formState.submitCount} />
        <FormLoadFailed form={form} />

        <SigningPartyField control={form.control} pending={pending} disabled={busy} />

        <TextField
          control={form.control}
          name="legalName"
          label="Full legal name"
          description={signer ? `Your own full legal name, signing for ${signer.name}.` : undefined}
          required
          autoComplete="name"
          spellCheck={false}
        />

        <TextField
          control={form.control}
          name="capacity"
          label="Capacity (optional)"
          description="If you sign for a company: e.g. Director, for Collins Dune Holdings LLC. Leave it empty if you sign for yourself."
          spellCheck={false}
        />

        <figure className="rounded-md border border-dashed border-gold bg-background px-6 py-5">
          <figcaption className="text-xs font-medium caps text-muted-foreground">Signature preview</figcaption>
          <p className="mt-2 min-h-12 font-display text-4xl break-words text-foreground italic" data-testid="signature-preview">
            {legalName.trim() || <span className="text-muted-foreground not-italic text-base font-sans">Your typed name appears here</span>}
          </p>
        </figure>

        <CheckboxField
          control={form.control}
          name="agrees"
          label="I agree to sign this contract electronically, and I understand that my typed name is my signature."
          required
        />

        {saveError ? (
          <p role="alert" className="rounded-md border border-destructive bg-destructive/5 p-3 text-sm text-destructive">
            {saveError}
          </p>
        ) : null}
        {phase === "signed" ? (
          <p role="status" className="rounded-md border border-success/40 bg-success/5 p-3 text-sm">
            Signed. Opening the contract…
          </p>
        ) : null}

        <div className="flex flex-col gap-3 sm:flex-row-reverse sm:justify-end">
          <Button type="submit" disabled={!ready || busy} className="w-full sm:w-auto">
            {phase === "processing" ? "Processing..." : "Sign Contract"}
          </Button>
          <Button
            type="button"
            variant="outline"
            disabled={busy}
            onClick={() => goToContract(router.push, contract.id)}
            className="w-full sm:w-auto"
          >
            Cancel
          </Button>
        </div>
      </form>
    </Form>
  );
}
