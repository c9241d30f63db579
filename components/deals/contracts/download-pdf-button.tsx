"use client";

import { useState } from "react";
import { LoadFailedAlert } from "@/components/layout/load-failed-alert";
import { buttonVariants } from "@/components/ui/button";
import { DownloadIcon } from "@/components/ui/icons/download";
import { toast } from "@/components/ui/use-toast";
import type { Contract } from "@/lib/schemas/contract";
import { isImportFailure } from "@/lib/import-failure";
import { retryImport } from "@/lib/retry-import";
import { isUnprintable } from "@/lib/deals/packets/unprintable";

/** Makes the contract's PDF in the browser (pdf-lib loads only now) and downloads it. */
export function DownloadPdfButton({ contract }: { contract: Contract }) {
  const [busy, setBusy] = useState(false);
  const [loadFailed, setLoadFailed] = useState(false);

  async function download() {
    setBusy(true);
    setLoadFailed(false);
    try {
      const [{ buildContractPdf, contractPdfFileName }, { browserPdfOptions }, { saveFile }, { loadRoomList }] = await retryImport(() =>
        Promise.all([
          import("@/lib/deals/packets/contract-pdf"),
          import("@/lib/deals/packets/browser-pdf-options"),
          import("@/lib/download"),
          import("@/lib/deals/room/load-room-list"),
        ]),
      );
      const room = await loadRoomList(contract);
      const bytes = await buildContractPdf(contract, { ...browserPdfOptions(), room });
      saveFile(bytes as Uint8Array<ArrayBuffer>, "application/pdf", contractPdfFileName(contract));
    } catch (error) {
      console.warn("[contracts] the PDF could not be made", error);
      // The toaster's own code may be what could not be downloaded: say it here.
      if (isImportFailure(error)) {
        setLoadFailed(true);
        return;
      }
      toast({
        variant: "destructive",
        title: "PDF not downloaded",
        description: isUnprintable(error) ? error.message : "The PDF could not be made. Check your connection and try again.",
      });
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <button type="button" onClick={download} disabled={busy} aria-busy={busy} className={buttonVariants({ variant: "outline" })}>
        <DownloadIcon />
        {busy ? "Preparing PDF…" : "Download PDF"}
      </button>
      {loadFailed ? <LoadFailedAlert /> : null}
    </>
  );
}
