"use client";

import { useEffect, useState } from "react";
import { Button } from "@/components/ui/button";
import { backupFileName } from "@/lib/account/activity";
import { recordCount } from "@/lib/account/backup-labels";
import { saveFile } from "@/lib/download";
import { isStoreError, readSetAside, useStoreStatus, type RecordFilter } from "@/lib/store";

/**
 * Saved records that no longer pass their schema are set aside rather than shown or deleted:
 * this says how many there are and lets the person download them. Reading them checks every
 * collection once, so the count also covers collections this page does not list. Only those
 * `visible` covers (lib/account/data-rights.ts) are counted and downloaded: never another account's.
 */
export function SetAsideRecords({ visible }: { visible: RecordFilter }) {
  const { quarantined: everyone } = useStoreStatus();
  const [quarantined, setQuarantined] = useState(0);
  const [problem, setProblem] = useState<string | null>(null);

  useEffect(() => {
    let current = true;
    // Read again whenever the store's count (everyone's) changes.
    readSetAside(visible).then(
      (records) => current && setQuarantined(records.length),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [everyone, visible]);

  async function download() {
    setProblem(null);
    try {
      const records = await readSetAside(visible);
      const file = { format: "residences-marketplace-set-aside", exportedAt: new Date().toISOString(), records };
      saveFile(JSON.stringify(file, null, 2), "application/json", backupFileName(new Date(), "set-aside"));
    } catch (error) {
      setProblem(isStoreError(error) ? error.message : "The set-aside records could not be read in this browser.");
    }
  }

  if (quarantined === 0) return null;
  return (
    <div className="mt-5 space-y-3 rounded-md border border-gold bg-gold/10 p-4 text-sm leading-relaxed">
      <h3 className="font-medium">{recordCount(quarantined)} could not be read</h3>
      <p>
        {quarantined === 1 ? "It is" : "They are"} set aside: not shown on the site, not deleted, and included in every backup you export.
        The download holds {quarantined === 1 ? "it" : "them"} exactly as stored, with the reason for each.
      </p>
      <Button type="button" variant="outline" className="w-full" onClick={() => void download()}>
        Download set-aside records
      </Button>
      {problem ? (
        <p role="alert" className="text-destructive">
          {problem}
        </p>
      ) : null}
    </div>
  );
}
