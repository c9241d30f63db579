import { recordCount } from "./backup-labels";

/*
 * What /account says an export, an import and a reset do with whose records (data-rights.ts):
 * signed in, the person's account and records, what was made signed out and the samples; signed
 * out, only the signed-out records and the samples. Other accounts' records are never in a file
 * and never deleted. Apart in the site's screens and files only: no word here claims encryption.
 */

/** Under "Your data on this device": what the three buttons cover. */
export function dataRightsNote(signedIn: boolean): string {
  const scope = signedIn
    ? "Export, import and reset cover what you see here: your account and its records, what was made in this browser while signed out, and the samples. They ask for your password first."
    : "Export, import and reset cover what you see here: what was made in this browser while signed out, and the samples. Accounts and their records are left out.";
  return `${scope} Other accounts' records are kept apart in these screens and files, not encrypted: anyone who can open this browser's storage can read them.`;
}

function exportHolds(signedIn: boolean): string {
  return signedIn
    ? "your account and its records, what was made here while signed out and the samples; no other account's records"
    : "what was made here while signed out and the samples; no account";
}

/** The export dialog (signed in only: signed out, nothing private is exported and nothing is asked). */
export const EXPORT_QUESTION = `The file will hold ${exportHolds(true)}. Anyone who has the file can read it.`;

export function exportedNotice(fileName: string, signedIn: boolean): string {
  return `Backup saved as ${fileName}. It holds ${exportHolds(signedIn)}. Keep it somewhere safe.`;
}

/** The reset dialog's paragraphs: what is deleted, what is kept. */
export function resetWarning(signedInEmail: string | null): string[] {
  const made = "offers, applications and their documents, requests, payments, contracts, messages, the shortlist and saved searches";
  if (signedInEmail === null) {
    return [
      `This deletes what was made in this browser while signed out (${made}) and brings the sample contracts and transactions back as they were.`,
      "Accounts on this browser and what was made while signed in to them are kept.",
      "Export a backup first if you may want any of it again.",
    ];
  }
  return [
    `This deletes your account (${signedInEmail}) from this browser with everything made while signed in to it, and what was made here while signed out (${made}). The sample contracts and transactions come back as they were.`,
    "Other accounts on this browser and their records are kept.",
    "You will be signed out. Export a backup first if you may want any of it again.",
  ];
}

export function resetNotice(signedIn: boolean): string {
  return signedIn
    ? "Demo data reset. Your account and its records and what was made here while signed out are deleted, and the sample contracts and transactions are back. Other accounts on this browser are unchanged."
    : "Demo data reset. What was made here while signed out is deleted and the sample contracts and transactions are back. Accounts and their records are unchanged.";
}

/** The import dialog: what Replace deletes and keeps, and what the counts cover. */
export function replaceSentence(signedIn: boolean): string {
  const deleted = signedIn
    ? "your account and its records, what was made here while signed out, and the samples"
    : "what was made here while signed out and the samples";
  const kept = signedIn ? "Other accounts on this browser keep theirs." : "Accounts on this browser and their records are kept.";
  return `deletes what you see here (${deleted}) and puts the file's records in their place. ${kept} A backup of what you see here now is downloaded first.`;
}

export const COUNTS_NOTE =
  "The column “In this browser” counts what you see here; other accounts' records are neither counted nor changed.";

/**
 * Records of the file that neither Merge nor Replace writes (a record here that the person cannot
 * see holds the id). The words do not say why: naming another account would tell whoever crafted
 * the file that someone on this browser holds a record with that id.
 */
export function blockedSentence(blocked: number): string {
  return `${recordCount(blocked)} of the file will be left out: this browser cannot take ${blocked === 1 ? "it" : "them"}.`;
}
