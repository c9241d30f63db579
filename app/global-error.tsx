"use client";

import { ErrorScreen } from "@/components/errors/error-screen";
import { fontVariables } from "./fonts";
import "./globals.css";

/** The last line of defence: an error in the root layout itself still gets a calm screen. */
export default function GlobalError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return (
    <html lang="en" className={fontVariables} data-gate="open">
      <body className="min-h-dvh bg-background text-foreground">
        <main>
          <ErrorScreen error={error} reset={reset} />
        </main>
      </body>
    </html>
  );
}
