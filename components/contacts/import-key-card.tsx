"use client";

import { useId, useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { inputClasses } from "@/components/ui/field-styles";
import { useFileChosenEarly } from "@/components/ui/use-file-chosen-early";
import { toast } from "@/components/ui/use-toast";
import { useSession } from "@/lib/auth/use-session";
import { retryImport } from "@/lib/retry-import";
import { isStoreError } from "@/lib/store";
import type { ContactSource } from "@/lib/schemas/contact";
import { MAX_KEY_CARD_TEXT } from "@/lib/contacts/key-card-text";

type Errors = { file?: string; link?: string };

const sentence = (text: string) => (text.endsWith(".") ? text : `${text}.`);

/** Add another party's key card from a file or a pasted link; a refusal says why, next to the field, and keeps nothing. */
export function ImportKeyCard() {
  const session = useSession();
  const id = useId();
  const [link, setLink] = useState("");
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);

  async function add(text: string, via: ContactSource): Promise<string | null> {
    try {
      const { importKeyCard } = await retryImport(() => import("@/lib/contacts/import-key-card"));
      const outcome = await importKeyCard(text, via, session?.accountId ?? null);
      if (!outcome.ok) return outcome.reason;
      toast({
        title: `${outcome.contact.name} added to your contacts`,
        description: "Compare the fingerprint with them, then mark it as compared.",
      });
      return null;
    } catch (error) {
      return isStoreError(error) ? error.message : "The key card could not be read. Reload the page and try again.";
    }
  }

  async function fromFile(file: File) {
    setBusy(true);
    const reason =
      file.size > MAX_KEY_CARD_TEXT ? "This file is far larger than a key card: it is not one." : await add(await file.text(), "file");
    setErrors({ file: reason ?? undefined });
    setBusy(false);
  }

  const fileInput = useFileChosenEarly((file) => void fromFile(file));

  async function fromLink(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const { keyCardLinkFormSchema } = await retryImport(() => import("@/lib/contacts/key-card-link-form"));
    const parsed = keyCardLinkFormSchema.safeParse({ link });
    if (!parsed.success) {
      setErrors({ link: parsed.error.issues[0]?.message });
      return;
    }
    setBusy(true);
    const reason = await add(parsed.data.link, "link");
    setErrors({ link: reason ?? undefined });
    if (!reason) setLink("");
    setBusy(false);
  }

  return (
    <section aria-labelledby={`${id}-title`} className="grid gap-4 rounded-lg border border-border bg-card p-5 shadow-soft">
      <h3 id={`${id}-title`} className="font-display text-2xl">
        Add a key card
      </h3>
      <p className="text-sm text-muted-foreground">
        The card is read and checked in this browser; nothing is uploaded. A card says whose key it is only as far as you trust how it
        reached you: compare its fingerprint with the person before you rely on it.
      </p>
      <div className="grid gap-2">
        <label htmlFor={`${id}-file`} className="text-sm font-medium">
          Key card file
        </label>
        <input
          ref={fileInput}
          id={`${id}-file`}
          type="file"
          accept="application/json,.json"
          disabled={busy}
          aria-invalid={errors.file ? true : undefined}
          aria-describedby={errors.file ? `${id}-file-error` : undefined}
          onChange={(event) => {
            const file = event.target.files?.[0];
            if (file) void fromFile(file);
            event.target.value = "";
          }}
          className="max-w-full text-sm file:mr-3 file:min-h-11 file:rounded-md file:border file:border-border file:bg-background file:px-4 file:font-medium"
        />
        {errors.file ? (
          <p id={`${id}-file-error`} role="alert" className="text-sm text-destructive">
            {sentence(errors.file)} Nothing was added.
          </p>
        ) : null}
      </div>
      <form noValidate onSubmit={(event) => void fromLink(event)} className="grid gap-2">
        <label htmlFor={`${id}-link`} className="text-sm font-medium">
          Key card link
        </label>
        <input
          id={`${id}-link`}
          type="url"
          value={link}
          onChange={(event) => setLink(event.target.value)}
          aria-invalid={errors.link ? true : undefined}
          aria-describedby={errors.link ? `${id}-link-error` : undefined}
          className={inputClasses()}
        />
        {errors.link ? (
          <p id={`${id}-link-error`} role="alert" className="text-sm text-destructive">
            {sentence(errors.link)} Nothing was added.
          </p>
        ) : null}
        <Button type="submit" variant="outline" disabled={busy} className="justify-self-start">
          Add from link
        </Button>
      </form>
    </section>
  );
}
