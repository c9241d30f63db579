"use client";

import { THIS_VISIT_ONLY } from "@/lib/kept-where";
import { useRecordsLocation, useStoragePersistence, type StoragePersistence } from "@/lib/store";

/** What the browser answered when asked to keep the site's data (asked after the first record saved). */
const answers: Record<StoragePersistence, string> = {
  checking: "checking…",
  persistent: "persistent. The browser will not clear this site's data to free space.",
  "best-effort": "may be cleared by the browser under storage pressure.",
  unsupported: "not supported. This browser cannot be asked to keep the site's data.",
};

/** /account's one line on how long what is saved here lasts, as the browser says it. */
export function StoragePersistenceNote() {
  const location = useRecordsLocation();
  const persistence = useStoragePersistence();
  return (
    <p className="mt-3 text-sm leading-relaxed">
      <span className="font-semibold">Storage:</span>{" "}
      {location === "visit" ? `${THIS_VISIT_ONLY}. Nothing is kept once you leave or reload the page.` : answers[persistence]}
    </p>
  );
}
