"use client";

import { Suspense, useState } from "react";
import { lazyPart } from "@/components/layout/lazy-part";
import { LoadFailedAlert } from "@/components/layout/load-failed-alert";
import { Button } from "@/components/ui/button";
import { useSession } from "@/lib/auth/use-session";
import { pendingSignatures, partyLabels } from "@/lib/deals/contracts/parties";
import { isImportFailure } from "@/lib/import-failure";
import { retryImport } from "@/lib/retry-import";
import type { Contract } from "@/lib/schemas/contract";
import { isSigningUnavailable, SIGNING_UNAVAILABLE_MESSAGE } from "@/lib/deals/signing/web-crypto";
import { isUnprintable } from "@/lib/deals/packets/unprintable";
import { cn } from "@/lib/utils";
import type { RoomList } from "@/lib/schemas/deal-room";

const RoomComparison = lazyPart(
  () => import("@/components/deals/room/room-comparison"),
  (module) => module.RoomComparison,
);

type Notice = { tone: "success" | "error"; text: string } | null;

/** The file name says what the file is for: who still has to sign it, or that everyone has. */
function packetFileName(base: string, contract: Contract): string {
  const pending = pendingSignatures(contract);
  const stem = base.replace(/\.pdf$/, "");
  if (pending.length === 0) return `${stem}-signed-by-all.pdf`;
  const signed = contract.signatures.filter((line) => line.status === "signed");
  if (signed.length === 0) return `${stem}-unsigned.pdf`;
  return `${stem}-for-the-${pending.map((line) => line.party).join("-and-")}-to-sign.pdf`;
}

/**
 * Deal packets on the contract page (issue 17, item 5): the signed PDF to send to the other party
 * by any means, and their signed copy imported back. The site itself sends nothing anywhere.
 */
export function PacketActions({ contract }: { contract: Contract }) {
  const session = useSession();
  const [busy, setBusy] = useState<"send" | "import" | null>(null);
  const [notice, setNotice] = useState<Notice>(null);
  const [loadFailed, setLoadFailed] = useState(false);
  const [theirRoom, setTheirRoom] = useState<RoomList | null | undefined>(undefined);
  const signedAny = contract.signatures.some((line) => line.status === "signed");
  const waitingFor = pendingSignatures(contract).map((line) => partyLabels[line.party].toLowerCase());

  function failed(error: unknown) {
    if (isImportFailure(error)) return setLoadFailed(true);
    setNotice({
      tone: "error",
      text: isSigningUnavailable(error)
        ? SIGNING_UNAVAILABLE_MESSAGE
        : isUnprintable(error)
          ? error.message
          : "Something went wrong. Nothing was changed.",
    });
  }

  async function send() {
    setBusy("send");
    setNotice(null);
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
      saveFile(bytes as Uint8Array<ArrayBuffer>, "application/pdf", packetFileName(contractPdfFileName(contract), contract));
    } catch (error) {
      failed(error);
    } finally {
      setBusy(null);
    }
  }

  async function importCopy(file: File) {
    setBusy("import");
    setNotice(null);
    try {
      const [{ readPacketFile }, { keepPacket }] = await retryImport(() =>
        Promise.all([import("./read-packet-file"), import("@/lib/deals/packets/actions")]),
      );
      const read = await readPacketFile(file);
      setTheirRoom(read.ok ? (read.room ?? null) : undefined);
      const kept = read.ok ? await keepPacket(read.contract, session?.accountId ?? null, contract.id) : read;
      if (!kept.ok) return setNotice({ tone: "error", text: `Not imported: ${kept.reason} Nothing was changed.` });
      const parties = kept.added.map((party) => partyLabels[party].toLowerCase()).join(" and ");
      const done = kept.contract.status === "in_review" ? " Every party has signed: the contract is now in review." : "";
      setNotice({ tone: "success", text: `Imported: the ${parties}'s signature checked and is recorded.${done}` });
    } catch (error) {
      failed(error);
    } finally {
      setBusy(null);
    }
  }

  return (
    <section aria-labelledby="deal-packet" className="mt-10 grid gap-4 rounded-lg border border-border bg-card p-6 shadow-soft">
      <h2 id="deal-packet" className="text-2xl">
        Signing with the other party
      </h2>
      <p className="text-sm text-muted-foreground">
        The PDF carries this contract and its signatures. Send it yourself, by email or any other way: this site sends nothing. The other
        party opens it at /verify, adds it to their contracts, signs their part and sends the PDF back; import it here to record their
        signature after it is checked.
        {waitingFor.length ? ` Still to sign: the ${waitingFor.join(" and ")}.` : ""}
      </p>
      <div className="flex flex-wrap items-end gap-4">
        <Button
          type="button"
          variant="outline"
          onClick={() => void send()}
          disabled={busy !== null || !signedAny}
          aria-busy={busy === "send"}
        >
          {busy === "send" ? "Preparing PDF…" : "Send to the other party"}
        </Button>
        <div className="grid gap-1">
          <label htmlFor="import-signed-copy" className="text-sm font-medium">
            {"Import the other party's signed copy"}
          </label>
          <input
            id="import-signed-copy"
            type="file"
            accept="application/pdf,.pdf"
            disabled={busy !== null}
            onChange={(event) => {
              const file = event.target.files?.[0];
              if (file) void importCopy(file);
              event.target.value = "";
            }}
            className="min-h-11 max-w-full text-sm file:mr-3 file:min-h-11 file:rounded-md file:border file:border-border file:bg-background file:px-4 file:font-medium"
          />
        </div>
      </div>
      {!signedAny ? (
        <p className="text-sm text-muted-foreground">Sign the contract first: the PDF to send carries your signature.</p>
      ) : null}
      <div aria-live="polite">
        {notice ? (
          <p
            role={notice.tone === "error" ? "alert" : undefined}
            className={cn(
              "rounded-md border p-3 text-sm",
              notice.tone === "error" ? "border-destructive bg-destructive/5 text-destructive" : "border-success/40 bg-success/5",
            )}
          >
            {notice.text}
          </p>
        ) : null}
      </div>
      {theirRoom !== undefined ? (
        <Suspense fallback={null}>
          <RoomComparison contract={contract} theirs={theirRoom} />
        </Suspense>
      ) : null}
      {loadFailed ? <LoadFailedAlert /> : null}
    </section>
  );
}
