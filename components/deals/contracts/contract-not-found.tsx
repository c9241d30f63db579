"use client";

import Link from "next/link";
import { useEffect } from "react";
import { buttonVariants } from "@/components/ui/button";
import { padContractId } from "@/lib/format";
import { Eyebrow } from "@/components/ui/eyebrow";

/** An id with no contract in this browser: say so plainly and offer the way back. */
export default function ContractNotFound({ id }: { id: string }) {
  useEffect(() => {
    console.warn(`404: no contract ${id} in this browser (${window.location.pathname})`);
  }, [id]);
  return (
    <section className="mx-auto flex min-h-[60vh] max-w-2xl flex-col items-center justify-center px-6 py-24 text-center">
      <Eyebrow>Contract #{padContractId(id)}</Eyebrow>
      <h1 className="mt-4 text-4xl sm:text-5xl">Contract not found</h1>
      <p className="mt-4 max-w-md text-muted-foreground">
        There is no contract with this number in this browser. Contracts created here are kept only on the device and in the browser where
        they were made.
      </p>
      <Link href="/contracts/" className={buttonVariants({ size: "lg", className: "mt-10" })}>
        All Contracts
      </Link>
    </section>
  );
}
