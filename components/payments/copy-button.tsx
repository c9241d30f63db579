"use client";

import { useEffect, useState } from "react";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/use-toast";
import { CheckIcon } from "@/components/ui/icons/check";
import { CopyIcon } from "@/components/ui/icons/copy";

/**
 * Copies `value` with the Clipboard API and says so in a toast ("Copied!"). When the browser
 * refuses (no permission, no secure context), a toast says so and how to copy by hand.
 */
export function CopyButton({ value, what }: { value: string; what: string }) {
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), 2000);
    return () => clearTimeout(timer);
  }, [copied]);

  const copy = async () => {
    try {
      if (!navigator.clipboard?.writeText) throw new Error("Clipboard API unavailable");
      await navigator.clipboard.writeText(value);
      setCopied(true);
      toast({ title: "Copied!", description: `The ${what} was copied to the clipboard.` });
    } catch {
      setCopied(false);
      toast({
        variant: "destructive",
        title: "Could not copy",
        description: `Your browser did not allow copying to the clipboard. Select the ${what} and copy it yourself.`,
      });
    }
  };

  return (
    <Button type="button" variant="outline" size="compact" className="min-w-24" onClick={copy}>
      {copied ? <CheckIcon /> : <CopyIcon />}
      {copied ? "Copied" : "Copy"}
      <span className="sr-only"> {what}</span>
    </Button>
  );
}
