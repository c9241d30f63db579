"use client";

import { useWhoSigned } from "@/lib/contacts/use-who-signed";
import type { SignatureCheck } from "@/lib/deals/signing/verify";
import { SignatureChecks } from "./signature-checks";

/** The signature checks with whose key made each one, for the person here (their own key, their contacts, or unknown). */
export function SignatureChecksForYou({ checks, label }: { checks: readonly SignatureCheck[]; label: string }) {
  const signers = useWhoSigned(checks);
  return <SignatureChecks checks={checks} label={label} signers={signers} />;
}
