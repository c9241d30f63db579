"use client";

import Link from "next/link";
import { useEffect } from "react";
import { Eyebrow } from "@/components/ui/eyebrow";

/**
 * The calm recovery screen an error boundary shows instead of a blank page: what happened in
 * plain words, a way to try again, and a way home. Nothing the person saved is affected.
 */
export function ErrorScreen({
  error,
  reset,
  headingLevel = 1,
}: {
  error: Error & { digest?: string };
  reset: () => void;
  headingLevel?: 1 | 2;
}) {
  useEffect(() => {
    console.warn("This page could not be shown:", error);
  }, [error]);

  const Heading = headingLevel === 1 ? "h1" : "h2";
  return (
    <section role="alert" className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center px-6 py-24 text-center">
      <Eyebrow>A moment, please</Eyebrow>
      <Heading className="mt-4 text-4xl sm:text-5xl">This page could not be shown</Heading>
      <p className="mt-4 leading-relaxed text-muted-foreground">
        Something went wrong while preparing it. Everything you have saved on this device is safe. Try again, or return to the home page.
      </p>
      <div className="mt-10 flex flex-wrap justify-center gap-3">
        <button
          type="button"
          onClick={reset}
          className="inline-flex min-h-11 items-center justify-center rounded-md bg-primary px-6 text-xs font-medium caps text-primary-foreground transition-colors hover:bg-primary/90"
        >
          Try again
        </button>
        <Link
          href="/"
          className="inline-flex min-h-11 items-center justify-center rounded-md border border-foreground/45 px-6 text-xs font-medium caps text-foreground transition-colors hover:bg-secondary"
        >
          Return to Home
        </Link>
      </div>
    </section>
  );
}
