"use client";

import { useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { isSigningUnavailable, SIGNING_UNAVAILABLE_MESSAGE } from "@/lib/deals/signing/web-crypto";
import { saveFile } from "@/lib/download";
import { retryImport } from "@/lib/retry-import";
import type { DealMessage } from "@/lib/schemas/deal-message";
import { isStoreError } from "@/lib/store";

type Exported = { message: DealMessage; summary: string; link: string; json: string; fileName: string };

// The signing and the message code load when the button is pressed, never with the page.
const load = () =>
  retryImport(() =>
    Promise.all([
      import("@/lib/deals/offers/messages/actions"),
      import("@/lib/deals/offers/messages/message-text"),
      import("@/lib/deals/offers/messages/message-words"),
    ]),
  );

/** "Export message": this side's latest step, signed with this browser's key, as a file and a link the person sends themselves. */
export function MessageExport({ offerId }: { offerId: string }) {
  const id = useId();
  const [exported, setExported] = useState<Exported | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [copied, setCopied] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function run() {
    setBusy(true);
    setError(null);
    try {
      const [{ exportDealMessage }, text, words] = await load();
      const out = await exportDealMessage(offerId);
      if (!out.ok) setError(out.reason);
      else {
        const { message } = out;
        setCopied(null);
        setExported({
          message,
          summary: words.messageSummary(message),
          link: text.messageLink(message, window.location.origin),
          json: text.messageJson(message),
          fileName: text.messageFileName(message),
        });
      }
    } catch (caught) {
      setError(
        isSigningUnavailable(caught)
          ? SIGNING_UNAVAILABLE_MESSAGE
          : isStoreError(caught)
            ? caught.message
            : "The message could not be made. Reload the page and try again.",
      );
    } finally {
      setBusy(false);
    }
  }

  async function copy(link: string) {
    try {
      await navigator.clipboard.writeText(link);
      setCopied("Link copied. Send it yourself, by message or email: this site sends nothing.");
    } catch {
      setCopied("This browser would not copy it: select the link and copy it yourself.");
    }
  }

  return (
    <section aria-labelledby={`${id}-title`} className="grid gap-3 rounded-lg border border-border bg-card p-5 shadow-soft">
      <h3 id={`${id}-title`} className="font-display text-2xl">
        Send your latest step to the other party
      </h3>
      <p className="text-sm text-muted-foreground">
        Your latest step is signed with your key in this browser and given to you as a file and a link. This site sends nothing: you send
        the file or the link to the other party yourself, and they import it in their browser.
      </p>
      <Button type="button" variant="outline" className="w-fit" disabled={busy} onClick={() => void run()}>
        Export message
      </Button>
      {error ? (
        <p role="alert" className="text-sm text-destructive">
          {error} Nothing was exported.
        </p>
      ) : null}
      <Dialog open={exported !== null} onOpenChange={(open) => !open && setExported(null)}>
        {exported ? (
          <DialogContent className="sm:max-w-2xl">
            <DialogHeader>
              <DialogTitle>Deal message to send</DialogTitle>
              <DialogDescription>{exported.summary}</DialogDescription>
            </DialogHeader>
            <p className="text-sm text-muted-foreground">
              Signed with your key in this browser. The link carries the message after its “#”, a part of an address that browsers never
              send to a server. Nothing has been sent: send the file or the link yourself.
            </p>
            <div className="flex flex-wrap gap-3">
              <Button type="button" onClick={() => saveFile(exported.json, "application/json", exported.fileName)}>
                Download message file
              </Button>
              <Button type="button" variant="outline" onClick={() => void copy(exported.link)}>
                Copy message link
              </Button>
            </div>
            <label htmlFor={`${id}-link`} className="text-sm font-medium">
              Message link
            </label>
            <input
              id={`${id}-link`}
              readOnly
              value={exported.link}
              onFocus={(event) => event.currentTarget.select()}
              className="min-h-11 w-full rounded-md border border-border bg-background px-3 font-mono text-xs"
            />
            <p role="status" className="text-sm text-muted-foreground">
              {copied}
            </p>
          </DialogContent>
        ) : null}
      </Dialog>
    </section>
  );
}
