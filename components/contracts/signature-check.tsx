"use client";

import { useEffect, useState } from "react";
import { AlertCircleIcon } from "@/components/ui/icons/alert-circle";
import { signaturesOutOfDate, termsDigest } from "@/lib/contracts/terms-digest";
import type { Contract } from "@/lib/schemas/contract";

/**
 * Warns when the terms no longer match what a signer agreed to (their stored SHA-256 of the
 * terms differs from today's). Loaded only for contracts with signatures made on this site.
 */
export default function SignatureCheck({ contract }: { contract: Contract }) {
  const [outdated, setOutdated] = useState<Contract["signatures"]>([]);
  useEffect(() => {
    let active = true;
    termsDigest(contract)
      .then((digest) => active && setOutdated(signaturesOutOfDate(contract, digest)))
      .catch(() => undefined);
    return () => {
      active = false;
    };
  }, [contract]);
  if (outdated.length === 0) return null;
  return (
    <p role="alert" className="mt-3 flex gap-2 rounded-md border border-destructive p-3 text-sm text-destructive">
      <AlertCircleIcon className="mt-0.5" />
      Changed after signing: the terms no longer match what {outdated.map((signature) => signature.name).join(" and ")} signed, so
      {outdated.length === 1 ? " that signature is" : " those signatures are"} no longer valid.
    </p>
  );
}
