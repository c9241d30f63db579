import type { CollectionName, ImportResult } from "@/lib/store";

/**
 * The words /account uses for backups: each collection's name as a person reads it, and the
 * sentence that says what an import did. Pure.
 */

export const collectionLabels: Readonly<Record<CollectionName, string>> = {
  accounts: "Accounts",
  offers: "Offers",
  applications: "Realtor applications",
  applicationDrafts: "Application drafts",
  requests: "Requests",
  transactions: "Payments and bookings",
  contracts: "Contracts",
  messages: "Messages",
  files: "Uploaded files",
  shortlist: "Shortlist",
  savedSearches: "Saved searches",
  dealRooms: "Deal rooms",
  contacts: "Contacts (key cards)",
  paymentSchedules: "Payment schedules",
  dealThreads: "Deal messages",
};

export function collectionLabel(name: string): string {
  return Object.hasOwn(collectionLabels, name) ? ((collectionLabels as Readonly<Record<string, string>>)[name] ?? name) : name;
}

export function recordCount(count: number): string {
  return count === 1 ? "1 record" : `${count} records`;
}

/** What the person reads once an import is written. */
export function importNotice(result: ImportResult, fileName: string, previousBackupName?: string): string {
  if (result.mode === "replace") {
    // The download may have been cancelled or blocked: the page cannot know, so it says "offered".
    const kept = previousBackupName
      ? ` A backup of what was here before was offered as a download, ${previousBackupName}, and is also kept in this browser until you say it is saved.`
      : "";
    const leftOut = result.leftOut
      ? ` ${recordCount(result.leftOut)} of it ${result.leftOut === 1 ? "was" : "were"} left out: this browser could not take ${result.leftOut === 1 ? "it" : "them"}.`
      : "";
    return `Backup restored from ${fileName}. Everything below now comes from it.${leftOut}${kept}`;
  }
  if (result.written === 0) return `Nothing to merge from ${fileName}: this browser already had every record in it.`;
  return `Merged ${fileName}: ${recordCount(result.written)} added. Nothing that was here changed.`;
}
