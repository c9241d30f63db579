"use client";

import { useState } from "react";
import { formatDateTime } from "@/lib/format";
import type { RoomDocument } from "@/lib/schemas/deal-room";
import { isStoreError, store } from "@/lib/store";
import { saveFile } from "@/lib/download";
import { Fingerprint } from "./fingerprint-text";

function DownloadDocument({ document }: { document: RoomDocument }) {
  const [error, setError] = useState<string | null>(null);
  async function download() {
    setError(null);
    try {
      const file = await store.files.get(document.fileId);
      if (!file) return setError("This file is no longer kept in this browser.");
      saveFile(file.blob, document.type, document.name);
    } catch (caught) {
      setError(isStoreError(caught) ? caught.message : "The file could not be read.");
    }
  }
  return (
    <>
      <button type="button" onClick={() => void download()} className="text-gold-ink underline underline-offset-4">
        Download<span className="sr-only"> {document.name}</span>
      </button>
      {error ? <span role="alert"> {error}</span> : null}
    </>
  );
}

/** The current document with its fingerprint, then the older versions, each downloadable. */
export function RoomDocuments({ documents }: { documents: readonly RoomDocument[] }) {
  const current = documents[documents.length - 1];
  if (!current) return null;
  const older = documents.slice(0, -1).reverse();
  return (
    <div className="grid gap-2 text-sm">
      <p>
        <span className="font-medium">{current.name}</span> ({current.size.toLocaleString("en-US")} bytes, added by {current.addedBy}{" "}
        {formatDateTime(current.addedAt)}) <DownloadDocument document={current} />
      </p>
      <p>
        SHA-256: <Fingerprint sha256={current.sha256} />
      </p>
      {older.length ? (
        <details>
          <summary className="cursor-pointer">Older versions ({older.length})</summary>
          <ul className="mt-2 grid gap-2">
            {older.map((document) => (
              <li key={document.fileId}>
                {document.name} ({formatDateTime(document.addedAt)}) <DownloadDocument document={document} />
                <br />
                <Fingerprint sha256={document.sha256} />
              </li>
            ))}
          </ul>
        </details>
      ) : null}
    </div>
  );
}
