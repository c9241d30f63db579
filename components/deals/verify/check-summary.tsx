import type { ContractCheck } from "@/lib/deals/signing/verify";

/**
 * One sentence for the live region: what the signatures prove (the terms are unchanged since their keys signed them), never
 * "valid" alone, and that who holds a key is only what its key card says.
 */
export function CheckSummary({ check }: { check: ContractCheck }) {
  const signed = check.signatures.filter((signature) => signature.status !== "pending");
  const failing = signed.filter((signature) => signature.status !== "valid");
  const pending = check.signatures.length - signed.length;
  const waiting = pending ? ` ${pending === 1 ? "One party has" : `${pending} parties have`} not signed yet.` : "";
  if (signed.length === 0) {
    return <p className="text-lg font-medium">No one has signed this contract yet.{waiting}</p>;
  }
  if (failing.length === 0) {
    return (
      <p className="text-lg font-medium text-success">
        {signed.length === 1
          ? "The terms are unchanged since the key on the signed line signed them. Who holds that key is only what its key card says: see the signer below."
          : `The terms are unchanged since each of the ${signed.length} keys signed them. Who holds each key is only what its key card says: see each signer below.`}
        {waiting}
      </p>
    );
  }
  return (
    <p className="text-lg font-medium text-destructive">
      {failing.length === 1 ? "One signature does not check" : `${failing.length} signatures do not check`}: see each signer below.{waiting}
    </p>
  );
}
