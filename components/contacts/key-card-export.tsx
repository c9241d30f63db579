"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import { keyCardFileName, keyCardJson } from "@/lib/contacts/key-card-text";
import { saveFile } from "@/lib/download";
import type { KeyCard } from "@/lib/schemas/key-card";

/** The key card as a file to download and as a link to copy: nothing is sent; the person hands either over themselves. */
export function KeyCardExport({ card, link }: { card: KeyCard; link: string }) {
  const [copied, setCopied] = useState<string | null>(null);

  async function copy() {
    try {
      await navigator.clipboard.writeText(link);
      setCopied("Link copied. Send it yourself, by message or email: this site sends nothing.");
    } catch {
      setCopied("This browser would not copy it: select the link below and copy it yourself.");
    }
  }

  return (
    <div className="grid gap-3">
      <p className="text-muted-foreground">
        Your key card: {card.name}, {card.email}, this key and its fingerprint. The link carries the card after its “#”, a part of an
        address that browsers never send to a server.
      </p>
      <div className="flex flex-wrap gap-3">
        <Button type="button" onClick={() => saveFile(keyCardJson(card), "application/json", keyCardFileName(card))}>
          Download my key card
        </Button>
        <Button type="button" variant="outline" onClick={() => void copy()}>
          Copy key card link
        </Button>
      </div>
      <label htmlFor="key-card-link" className="text-muted-foreground">
        Your key card link
      </label>
      <input
        id="key-card-link"
        readOnly
        value={link}
        onFocus={(event) => event.currentTarget.select()}
        className="min-h-11 w-full rounded-md border border-border bg-background px-3 font-mono text-xs"
      />
      <p role="status" className="text-muted-foreground">
        {copied}
      </p>
    </div>
  );
}
