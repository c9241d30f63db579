"use client";

import { useId, useState } from "react";
import { attachRoomDocument } from "@/lib/deals/room/actions";
import { sizeRefusal } from "@/lib/deals/room/file-check";
import { isStoreError } from "@/lib/store";

/**
 * Attach (or replace with a new version) a PDF, PNG or JPEG. The size is checked before the file
 * is read, its type by its bytes in the action; a refusal is shown beside the control and nothing changes.
 */
export function AttachDocument({
  contractId,
  itemId,
  title,
  replacing,
}: {
  contractId: string;
  itemId: string;
  title: string;
  replacing: boolean;
}) {
  const id = useId();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function attach(file: File) {
    setError(null);
    const tooBig = sizeRefusal(file.size);
    if (tooBig) return setError(tooBig);
    setBusy(true);
    try {
      await attachRoomDocument(contractId, itemId, { name: file.name, bytes: new Uint8Array(await file.arrayBuffer()) });
    } catch (caught) {
      setError(isStoreError(caught) ? caught.message : "The file could not be read. Nothing was changed.");
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="grid gap-1">
      <label htmlFor={id} className="text-sm font-medium">
        {replacing ? "Attach a new version" : "Attach a document"}
        <span className="sr-only"> for {title}</span>
      </label>
      <input
        id={id}
        type="file"
        accept="application/pdf,image/png,image/jpeg,.pdf,.png,.jpg,.jpeg"
        disabled={busy}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => {
          const file = event.target.files?.[0];
          if (file) void attach(file);
          event.target.value = "";
        }}
        className="min-h-11 max-w-full text-sm file:mr-3 file:min-h-11 file:rounded-md file:border file:border-border file:bg-background file:px-4 file:font-medium"
      />
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  );
}
