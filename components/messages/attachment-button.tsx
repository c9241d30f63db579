"use client";

import { useState } from "react";
import { LoadFailedAlert } from "@/components/layout/load-failed-alert";
import { FileIcon } from "@/components/ui/icons/file";
import { attachmentTypeLabels, formatFileSize } from "@/lib/messages/attachment-display";
import type { AttachmentRef } from "@/lib/schemas/message";
import { isImportFailure } from "@/lib/import-failure";
import { retryImport } from "@/lib/retry-import";
import { cn } from "@/lib/utils";

/** An attachment on a message: pressing it downloads the file (see open-attachment.ts). */
export function AttachmentButton({ attachment, own }: { attachment: AttachmentRef; own: boolean }) {
  const [problem, setProblem] = useState<string | null>(null);
  const [loadFailed, setLoadFailed] = useState(false);

  async function open() {
    setProblem(null);
    setLoadFailed(false);
    try {
      const { openAttachment } = await retryImport(() => import("./open-attachment"));
      setProblem(await openAttachment(attachment));
    } catch (error) {
      if (isImportFailure(error)) setLoadFailed(true);
      else setProblem("The file could not be opened. Try again.");
    }
  }

  return (
    <div className="mt-2">
      <button
        type="button"
        onClick={open}
        className={cn(
          "flex min-h-11 w-full max-w-xs cursor-pointer items-center gap-3 rounded-md border px-3 py-2 text-left text-sm outline-hidden transition-colors focus-visible:ring-2 focus-visible:ring-ring",
          own ? "border-ivory/40 hover:bg-ivory/10" : "border-border bg-background hover:bg-secondary",
        )}
      >
        <FileIcon className="size-5 shrink-0" />
        <span className="min-w-0">
          <span className="block truncate font-medium">
            <span className="sr-only">Download </span>
            {attachment.name}
          </span>
          <span className={cn("block text-xs", own ? "text-ivory/80" : "text-muted-foreground")}>
            {attachmentTypeLabels[attachment.type]}, {formatFileSize(attachment.size)}
          </span>
        </span>
      </button>
      {loadFailed ? <LoadFailedAlert className="mt-1" /> : null}
      {problem ? (
        <p role="alert" className="mt-1 text-xs">
          {problem}
        </p>
      ) : null}
    </div>
  );
}
