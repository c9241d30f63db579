import type { Metadata } from "next";
import Link from "next/link";
import { buttonVariants } from "@/components/ui/button";
import { NotFoundLogger } from "@/components/layout/not-found-logger";

export const metadata: Metadata = {
  title: "Page not found",
  description: "The page you were looking for does not exist.",
};

export default function NotFound() {
  return (
    <section className="mx-auto flex min-h-[70vh] max-w-2xl flex-col items-center justify-center px-6 py-24 text-center">
      <NotFoundLogger />
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
  );
}
