import type { SignatureStatus } from "./verify";

/**
 * A signature check in words, for the PDF's audit certificate and the pages: a short label and what it means.
 * No label says "valid": a check proves that the terms are unchanged since a key signed them, never whose key it was
 * (who-signed.ts words that, from the person's own key and contacts).
 */
export const signatureStatusText: Record<SignatureStatus, { label: string; meaning: string }> = {
  valid: {
    label: "Terms unchanged since signed",
    meaning: "The signature checks with its key: these terms are unchanged since that key signed them.",
  },
  changed: {
    label: "Changed",
    meaning: "The key signed, but these terms are not the ones it signed: the document changed after signing.",
  },
  invalid: {
    label: "Does not check",
    meaning: "The signature does not check with the public key it carries, or the key is not written in its one accepted form.",
  },
  "wrong-key": { label: "Wrong key", meaning: "The signature checks, but with a key other than this party's." },
  "shared-key": {
    label: "Same key on both lines",
    meaning: "One key signed both lines of this contract: one key cannot sign for both parties.",
  },
  "bad-time": {
    label: "Impossible time",
    meaning: "The time the signer stated is before the contract was created or in the future, so it is refused.",
  },
  pending: { label: "Pending", meaning: "Not signed yet." },
  "typed-only": {
    label: "Typed name only",
    meaning: "Signed with a typed name before signatures carried a key: there is nothing to check.",
  },
};
