import type { SignatureStatus } from "./verify";

/** A signature check in words, for the PDF's audit certificate and the pages: a short label and what it means. */
export const signatureStatusText: Record<SignatureStatus, { label: string; meaning: string }> = {
  valid: { label: "Valid", meaning: "The signature checks with its key against these terms." },
  changed: {
    label: "Changed",
    meaning: "The key signed, but these terms are not the ones it signed: the document changed after signing.",
  },
  invalid: { label: "Invalid", meaning: "The signature does not check with the public key it carries." },
  "wrong-key": { label: "Wrong key", meaning: "The signature checks, but with a key other than this party's." },
  pending: { label: "Pending", meaning: "Not signed yet." },
  "typed-only": {
    label: "Typed name only",
    meaning: "Signed with a typed name before signatures carried a key: there is nothing to check.",
  },
};
