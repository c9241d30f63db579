"use client";

import Link from "next/link";
import { useEffect } from "react";
import { buttonClasses } from "@/components/ui/button-classes";
import { padContractId } from "@/lib/format";

/** An id with no contract in this browser: say so plainly and offer the way back. */
export default function ContractNotFound({ id }: { id: string }) {
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
