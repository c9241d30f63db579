import { formatDateTime } from "@/lib/format";
import { partyLabels } from "@/lib/deals/contracts/parties";
import { signatureStatusText } from "@/lib/deals/signing/status-text";
import type { SignatureCheck, SignatureStatus } from "@/lib/deals/signing/verify";
import { whoSignedText } from "@/lib/contacts/who-signed-text";
import type { SignersByParty } from "@/lib/contacts/use-who-signed";
import { cn } from "@/lib/utils";

const tone: Record<SignatureStatus, string> = {
  valid: "border-success/40 bg-success/5 text-success",
  pending: "border-border text-muted-foreground",
  "typed-only": "border-border text-muted-foreground",
  changed: "border-destructive bg-destructive/5 text-destructive",
  invalid: "border-destructive bg-destructive/5 text-destructive",
  "wrong-key": "border-destructive bg-destructive/5 text-destructive",
  "shared-key": "border-destructive bg-destructive/5 text-destructive",
  "bad-time": "border-destructive bg-destructive/5 text-destructive",
};

/**
 * Each signature's check: the party, the status in words, whose key signed it as far as this person knows
 * (`signers`, from their own key and contacts), the name, capacity and time the signer stated, and the key's fingerprint.
 */
export function SignatureChecks({
  checks,
  label,
  signers,
}: {
  checks: readonly SignatureCheck[];
  label: string;
  signers?: SignersByParty | null;
}) {
  return (
    <ul aria-label={label} className="grid gap-3">
      {checks.map((check) => {
        const words = signatureStatusText[check.status];
        const signer = signers?.[check.party];
        return (
          <li key={check.party} className="rounded-md border border-border p-4 text-sm">
            <div className="flex flex-wrap items-baseline justify-between gap-2">
              <p className="font-medium break-words">
                {partyLabels[check.party]}: {check.name}
              </p>
              <p className={cn("rounded-full border px-3 py-0.5 text-xs font-semibold", tone[check.status])}>{words.label}</p>
            </div>
            <p className="mt-1 text-muted-foreground">{words.meaning}</p>
            {signer ? <p className="mt-2 font-medium break-words">{whoSignedText(signer)}</p> : null}
            {check.signedName && check.date ? (
              <p className="mt-2 break-words">
                Signed by {check.signedName}
                {check.capacity ? ` (${check.capacity})` : ""} on {formatDateTime(check.date)}
                {check.keyFingerprint ? (
                  <span className="text-muted-foreground"> (name, capacity and time as stated by the signer)</span>
                ) : null}
              </p>
            ) : null}
            {check.keyFingerprint ? (
              <p className="mt-1 break-words text-muted-foreground">
                Key fingerprint <code className="font-mono text-foreground">{check.keyFingerprint}</code>
              </p>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
