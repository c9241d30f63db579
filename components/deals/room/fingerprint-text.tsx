import { fingerprintGroups } from "@/lib/files/fingerprint";

/** A document's fingerprint as people compare it. */
export function Fingerprint({ sha256 }: { sha256: string }) {
  return (
    <code className="font-mono text-xs break-all" data-testid="fingerprint">
      {fingerprintGroups(sha256)}
    </code>
  );
}
