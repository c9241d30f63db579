"use client";

import { useEffect, useState } from "react";
import { SignatureChecksForYou } from "@/components/deals/packets/signature-checks-for-you";
import { AlertCircleIcon } from "@/components/ui/icons/alert-circle";
import { signaturesOutOfDate } from "@/lib/deals/contracts/terms-digest";
import type { Contract } from "@/lib/schemas/contract";
import { verifyContract, type ContractCheck } from "@/lib/deals/signing/verify";

/**
 * Each signature checked here as /verify would check the PDF (unchanged, changed, does not check,
 * typed-only, ...), whose key made it for the person here, its key's fingerprint, and a warning when
 * the terms changed after signing.
 * Loaded only for contracts with a signature.
 */
export default function SignatureCheck({ contract }: { contract: Contract }) {
  const [check, setCheck] = useState<ContractCheck | null>(null);
  useEffect(() => {
    let active = true;
    verifyContract(contract)
      .then((result) => active && setCheck(result))
      .catch(() => active && setCheck(null));
    return () => {
      active = false;
    };
  }, [contract]);
  if (!check) return null;
  const signed = check.signatures.filter((signature) => signature.status !== "pending");
  // Typed signatures that recorded a digest (before keys) count too.
  const changed = signaturesOutOfDate(contract, check.termsDigest);
  return (
    <div className="mt-4 grid gap-3">
      {changed.length ? (
        <p role="alert" className="flex gap-2 rounded-md border border-destructive p-3 text-sm text-destructive">
          <AlertCircleIcon className="mt-0.5" />
          Changed after signing: the terms no longer match what {changed.map((signature) => signature.name).join(" and ")} signed, so
          {changed.length === 1 ? " that signature no longer covers them" : " those signatures no longer cover them"}.
        </p>
      ) : null}
      <h4 className="font-sans text-sm font-semibold tracking-normal">Signature checks</h4>
      <p className="text-sm text-muted-foreground">
        Each signature proves that the terms are unchanged since its key signed them. Whose key it is comes from your own key and the key
        cards in your contacts; names and times are as the signers stated them.
      </p>
      <SignatureChecksForYou checks={signed} label="Signature checks" />
    </div>
  );
}
