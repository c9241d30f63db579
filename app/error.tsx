"use client";

import { ErrorScreen } from "@/components/errors/error-screen";

/** Catches a render error in any page below the root layout; the header and footer stay. */
export default function RouteError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return <ErrorScreen error={error} reset={reset} />;
}
