"use client";

import { useRouter } from "next/navigation";
import { useEffect, useId, useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { inputClasses } from "@/components/ui/field-styles";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { toast } from "@/components/ui/use-toast";
import { offerPath } from "@/lib/deals/offers/offer-paths";
import { isSigningUnavailable, SIGNING_UNAVAILABLE_MESSAGE } from "@/lib/deals/signing/web-crypto";
import { retryImport } from "@/lib/retry-import";
import { isStoreError } from "@/lib/store";

type Preview = { text: string; summary: string; signer: string };

// The reading, the checks and the writes load when a message is checked, never with the page.
const load = () =>
  retryImport(() =>
    Promise.all([
      import("@/lib/deals/offers/messages/actions"),
      import("@/lib/deals/offers/messages/message-words"),
      import("@/lib/contacts/who-signed-text"),
    ]),
  );

const failure = (caught: unknown) =>
  isSigningUnavailable(caught)
    ? SIGNING_UNAVAILABLE_MESSAGE
    : isStoreError(caught)
      ? caught.message
      : "The message could not be read. Reload the page and try again.";

type Checked = { preview?: Preview; error?: string };

/** Reads and checks a message in full, writing nothing; what to show next. */
async function checked(text: string): Promise<Checked> {
  try {
    const [{ checkDealMessage }, words, who] = await load();
    const result = await checkDealMessage(text);
    if (!result.ok) return { error: result.reason };
    return { preview: { text, summary: words.messageSummary(result.message), signer: who.whoSignedText(result.signer) } };
  } catch (caught) {
    return { error: failure(caught) };
  }
}

/**
 * "Import a deal message": a file or a pasted link (or an address opened with #message=, given as
 * `fromAddress`), checked in full and shown with who signed it before anything is kept. Every
 * refusal says why, in an alert, and changes nothing.
 */
export function MessageImport({ fromAddress, onSettled }: { fromAddress: string | null; onSettled: () => void }) {
  const id = useId();
  const router = useRouter();
  const [open, setOpen] = useState(fromAddress !== null);
  const [link, setLink] = useState("");
  const [preview, setPreview] = useState<Preview | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(fromAddress !== null);

  function show(result: Checked) {
    setPreview(result.preview ?? null);
    setError(result.error ?? null);
    setBusy(false);
  }

  function startCheck(text: string) {
    setBusy(true);
    setError(null);
    setPreview(null);
    void checked(text).then(show);
  }

  useEffect(() => {
    // An address opened with #message= is checked at once; nothing is kept until the person says so.
    if (!fromAddress) return;
    let active = true;
    void checked(fromAddress).then((result) => active && show(result));
    return () => {
      active = false;
    };
  }, [fromAddress]);

  async function keep(text: string) {
    setBusy(true);
    try {
      const [{ importDealMessage }] = await load();
      const imported = await importDealMessage(text);
      if (!imported.ok) {
        setError(imported.reason);
        setPreview(null);
        return;
      }
      toast({
        title: "Deal message imported",
        description: imported.contract
          ? "The offer is accepted and its contract is prepared in this browser, with the same terms as the other party's."
          : `The offer on ${imported.offer.property.name} is updated in this browser.`,
      });
      close();
      router.push(offerPath(imported.offer.id));
    } catch (caught) {
      setError(failure(caught));
      setPreview(null);
    } finally {
      setBusy(false);
    }
  }

  function close() {
    setOpen(false);
    setPreview(null);
    setError(null);
    setLink("");
    onSettled();
  }

  async function fromFile(file: File) {
    const { MAX_DEAL_MESSAGE_TEXT } = await import("@/lib/deals/offers/messages/message-text");
    if (file.size > MAX_DEAL_MESSAGE_TEXT) setError("This file is far larger than a deal message: it is not one.");
    else startCheck(await file.text());
  }

  function fromLink(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!link.trim()) setError("Paste the deal message link you were sent, or choose its file.");
    else startCheck(link);
  }

  return (
    <>
      <Button type="button" variant="outline" className="w-fit" onClick={() => setOpen(true)}>
        Import a deal message
      </Button>
      <Dialog open={open} onOpenChange={(next) => (next ? setOpen(true) : close())}>
        <DialogContent className="sm:max-w-2xl">
          <DialogHeader>
            <DialogTitle>Import a deal message</DialogTitle>
            <DialogDescription>
              A message the other party exported and sent you themselves: this site sends nothing. It is read and checked in this browser,
              and you see what it is and whose key signed it before anything is kept.
            </DialogDescription>
          </DialogHeader>
          {preview ? (
            <section aria-labelledby={`${id}-preview`} className="grid gap-3">
              <h3 id={`${id}-preview`} className="font-display text-xl">
                What this message is
              </h3>
              <p>{preview.summary}</p>
              <p data-testid="message-signer">{preview.signer}</p>
              <p className="text-sm text-muted-foreground">
                Its signature checks and it follows the version held here. The name and email are stated by the sender; whose key it is is
                what their key card says.
              </p>
              <DialogFooter>
                <Button type="button" variant="outline" onClick={close}>
                  Cancel
                </Button>
                <Button type="button" disabled={busy} onClick={() => void keep(preview.text)}>
                  Import the message
                </Button>
              </DialogFooter>
            </section>
          ) : (
            <div className="grid gap-4">
              <div className="grid gap-2">
                <label htmlFor={`${id}-file`} className="text-sm font-medium">
                  Deal message file
                </label>
                <input
                  id={`${id}-file`}
                  type="file"
                  accept="application/json,.json"
                  disabled={busy}
                  onChange={(event) => {
                    const file = event.target.files?.[0];
                    if (file) void fromFile(file);
                    event.target.value = "";
                  }}
                  className="max-w-full text-sm file:mr-3 file:min-h-11 file:rounded-md file:border file:border-border file:bg-background file:px-4 file:font-medium"
                />
              </div>
              <form noValidate onSubmit={fromLink} className="grid gap-2">
                <label htmlFor={`${id}-link`} className="text-sm font-medium">
                  Deal message link
                </label>
                <input
                  id={`${id}-link`}
                  type="url"
                  value={link}
                  onChange={(event) => setLink(event.target.value)}
                  aria-invalid={error ? true : undefined}
                  aria-describedby={error ? `${id}-error` : undefined}
                  className={inputClasses()}
                />
                <Button type="submit" variant="outline" disabled={busy} className="justify-self-start">
                  Check the message
                </Button>
              </form>
            </div>
          )}
          {error ? (
            <p id={`${id}-error`} role="alert" className="text-sm text-destructive">
              {error} Nothing changed.
            </p>
          ) : null}
          {busy ? (
            <p role="status" className="text-sm text-muted-foreground">
              Checking the message…
            </p>
          ) : null}
        </DialogContent>
      </Dialog>
    </>
  );
}
