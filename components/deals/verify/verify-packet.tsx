"use client";

import { Suspense, useState, type DragEvent } from "react";
import { lazyPart } from "@/components/layout/lazy-part";
import { LoadFailedAlert } from "@/components/layout/load-failed-alert";
import { useFileChosenEarly } from "@/components/ui/use-file-chosen-early";
import { PacketResult } from "@/components/deals/packets/packet-result";
import { PacketRoomList } from "@/components/deals/room/packet-room-list";
import { packetVerified, readPacketFile, type PacketFileResult } from "@/components/deals/packets/read-packet-file";
import { isImportFailure } from "@/lib/import-failure";
import { isSigningUnavailable, SIGNING_UNAVAILABLE_MESSAGE } from "@/lib/deals/signing/web-crypto";
import { cn } from "@/lib/utils";
import { CheckSummary } from "./check-summary";
import { SignedTerms } from "./signed-terms";

// Keeping a checked file (the store and the merge) loads only once a file has been checked.
const KeepPacket = lazyPart(
  () => import("./keep-packet"),
  (module) => module.KeepPacket,
);

type State =
  | { phase: "idle" }
  | { phase: "reading"; fileName: string }
  | { phase: "done"; fileName: string; result: PacketFileResult }
  | { phase: "failed"; fileName: string; message: string | null };

/** /verify: a contract PDF dropped or chosen, read and checked in this browser; nothing leaves the page. */
export function VerifyPacket() {
  const [state, setState] = useState<State>({ phase: "idle" });
  const [dragging, setDragging] = useState(false);

  async function check(file: File) {
    setState({ phase: "reading", fileName: file.name });
    try {
      setState({ phase: "done", fileName: file.name, result: await readPacketFile(file) });
    } catch (error) {
      const message = isSigningUnavailable(error)
        ? SIGNING_UNAVAILABLE_MESSAGE
        : isImportFailure(error)
          ? null
          : "This file could not be checked.";
      setState({ phase: "failed", fileName: file.name, message });
    }
  }

  const fileInput = useFileChosenEarly((file) => void check(file));

  function drop(event: DragEvent<HTMLDivElement>) {
    event.preventDefault();
    setDragging(false);
    const file = event.dataTransfer.files[0];
    if (file) void check(file);
  }

  const result = state.phase === "done" ? state.result : null;
  return (
    <div className="grid gap-8">
      <div
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={drop}
        className={cn(
          // One column that may be narrower than the file input's own width (a phone): the input shrinks to it.
          "grid grid-cols-[minmax(0,1fr)] gap-3 rounded-lg border-2 border-dashed p-5 text-center transition-colors sm:p-8",
          dragging ? "border-gold bg-gold/10" : "border-border bg-card",
        )}
      >
        <label htmlFor="packet-file" className="font-display text-2xl">
          Contract PDF
        </label>
        <p id="packet-file-hint" className="text-sm text-muted-foreground">
          Drop a contract PDF from this site here, or choose the file. It is read in this browser only: nothing is uploaded.
        </p>
        <input
          ref={fileInput}
          id="packet-file"
          type="file"
          accept="application/pdf,.pdf"
          aria-describedby="packet-file-hint"
          disabled={state.phase === "reading"}
          onChange={(event) => {
            const file = event.target.files?.[0];
            if (file) void check(file);
            event.target.value = "";
          }}
          className="mx-auto min-h-11 max-w-full text-sm file:mr-3 file:min-h-11 file:rounded-md file:border file:border-border file:bg-background file:px-4 file:font-medium"
        />
      </div>

      <div aria-live="polite" className="grid gap-6">
        {state.phase === "reading" ? <p className="text-muted-foreground">Checking {state.fileName}…</p> : null}
        {state.phase === "failed" ? (
          state.message ? (
            <p role="alert" className="rounded-md border border-destructive bg-destructive/5 p-4 text-sm text-destructive">
              {state.message}
            </p>
          ) : (
            <LoadFailedAlert />
          )
        ) : null}
        {state.phase === "done" && result && !result.ok ? (
          <div role="alert" className="rounded-md border border-destructive bg-destructive/5 p-4 text-sm">
            <p className="font-semibold text-destructive">{state.fileName} cannot be checked</p>
            <p className="mt-1">{result.reason}</p>
            {result.issues?.length ? (
              <ul className="mt-2 list-disc pl-5 text-muted-foreground">
                {result.issues.slice(0, 5).map((issue) => (
                  <li key={issue}>{issue}</li>
                ))}
              </ul>
            ) : null}
          </div>
        ) : null}
        {state.phase === "done" && result?.ok ? <CheckSummary check={result.check} /> : null}
      </div>

      {state.phase === "done" && result?.ok ? (
        <>
          <PacketResult check={result.check} fileName={state.fileName} />
          <SignedTerms contract={result.contract} termsDigest={result.check.termsDigest} />
          <PacketRoomList room={result.room} />
          {packetVerified(result.check) ? (
            <Suspense fallback={null}>
              <KeepPacket packet={result.contract} />
            </Suspense>
          ) : (
            <p className="text-sm text-muted-foreground">A file whose signatures do not all check cannot be added to your contracts.</p>
          )}
        </>
      ) : null}
    </div>
  );
}
