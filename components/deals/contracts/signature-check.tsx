"use client";

import { useEffect, useState } from "react";
import { SignatureChecks } from "@/components/deals/packets/signature-checks";
import { AlertCircleIcon } from "@/components/ui/icons/alert-circle";
import { signaturesOutOfDate } from "@/lib/deals/contracts/terms-digest";
import type { Contract } from "@/lib/schemas/contract";
import { verifyContract, type ContractCheck } from "@/lib/deals/signing/verify";

/**
 * Each signature checked here as /verify would check the PDF (valid, changed, invalid,
 * typed-only), with its key's fingerprint, and a warning when the terms changed after signing.
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
  // Typed signatures that recorded a digest (before keys) count too.
  const changed = signaturesOutOfDate(contract, check.termsDigest);
  return (
    <div className="mt-4 grid gap-3">
      {changed.length ? (
        <p role="alert" className="flex gap-2 rounded-md border border-destructive p-3 text-sm text-destructive">
          <AlertCircleIcon className="mt-0.5" />
          Changed after signing: the terms no longer match what {changed.map((signature) => signature.name).join(" and ")} signed, so
          {changed.length === 1 ? " that signature is" : " those signatures are"} no longer valid.
        </p>
      ) : null}
      <h4 className="font-sans text-sm font-semibold tracking-normal">Signature checks</h4>
      <SignatureChecks checks={check.signatures.filter((signature) => signature.status !== "pending")} label="Signature checks" />
    </div>
  );
}
