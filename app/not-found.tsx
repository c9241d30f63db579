import type { Metadata } from "next";
import Link from "next/link";
import { ContractPathFallback } from "@/components/deals/contracts/contract-path-fallback";
import { InlineScript } from "@/components/layout/inline-script";
import { buttonVariants } from "@/components/ui/button";
import { contractPathMarkScript } from "@/lib/first-paint/contract-path-mark-script";

export const metadata: Metadata = {
  title: "Page not found",
  description: "The page you were looking for does not exist.",
};

// A static host serves this page (404.html) for every unknown path. ContractPathFallback
// (components/deals/contracts/contract-path-fallback.tsx) shows a contract created in this
// browser at its /contracts/{id}, /sign or /messages address instead, since only the sample
// contracts are pre-rendered (app/contracts/[id]); it logs the path of a real 404. The inline
// script hides the 404 text on such an address before the first paint (lib/deals/README.md,
// "Contracts no build knew").
export default function NotFound() {
  return (
    <>
      <InlineScript code={contractPathMarkScript()} />
      <ContractPathFallback>
        {/* Hidden on a created contract's address (marked by the script above), which the contract replaces. */}
        <section data-not-found className="mx-auto flex min-h-[70vh] max-w-2xl flex-col items-center justify-center px-6 py-24 text-center">
          <p className="font-display text-[7rem] leading-none text-gold-ink sm:text-[9rem]" aria-hidden="true">
            404
          </p>
          <h1 className="mt-6 text-4xl sm:text-5xl">
            <span className="sr-only">404. </span>Oops! Page not found
          </h1>
          <p className="mt-4 max-w-md text-muted-foreground">
            The address may be mistyped, or the page may have moved. Everything else is where you left it.
          </p>
          <Link href="/" className={buttonVariants({ size: "lg", className: "mt-10" })}>
            Return to Home
          </Link>
        </section>
      </ContractPathFallback>
    </>
  );
}
