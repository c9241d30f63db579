"use client";

import Link from "next/link";
import { useEffect } from "react";
import { buttonClasses } from "@/components/ui/button-classes";
import { padContractId } from "@/lib/format";

/** While the store opens: the page's shape, announced as loading. */
export function ContractLoading({ label = "Loading the contract…" }: { label?: string }) {
  return (
    <div aria-busy="true" className="mx-auto max-w-6xl px-5 py-14 sm:px-8 sm:py-20">
      <p role="status" className="sr-only">
        {label}
      </p>
      <div className="h-3 w-32 animate-pulse rounded-sm bg-muted" />
      <div className="mt-5 h-10 w-2/3 animate-pulse rounded-sm bg-muted" />
      <div className="mt-10 grid gap-4 sm:grid-cols-4">
        {[0, 1, 2, 3].map((index) => (
          <div key={index} className="h-24 animate-pulse rounded-lg bg-muted" />
        ))}
      </div>
    </div>
  );
}

/** An id with no contract in this browser: say so plainly and offer the way back. */
export function ContractNotFound({ id }: { id: string }) {
  useEffect(() => {
    console.warn(`404: no contract ${id} in this browser (${window.location.pathname})`);
  }, [id]);
  return (
    <section className="mx-auto flex min-h-[60vh] max-w-2xl flex-col items-center justify-center px-6 py-24 text-center">
      <p className="text-xs font-medium uppercase tracking-[0.3em] text-gold-ink">Contract #{padContractId(id)}</p>
      <h1 className="mt-4 text-4xl sm:text-5xl">Contract not found</h1>
      <p className="mt-4 max-w-md text-muted-foreground">
        There is no contract with this number in this browser. Contracts created here are kept only on the device and in
        the browser where they were made.
      </p>
      <Link href="/contracts/" className={buttonClasses({ size: "lg" }, "mt-10")}>
        All Contracts
      </Link>
    </section>
  );
}
