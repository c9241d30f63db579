import Link from "next/link";
import { buttonVariants } from "@/components/ui/button";

/** Where to go from the brands: the featured units, or a conversation with the team. */
export function HotelsNextSteps() {
  return (
    <section aria-labelledby="hotels-next-title" className="dark rounded-lg bg-background px-6 py-14 text-center text-foreground sm:px-12">
      <h2 id="hotels-next-title" className="text-4xl">
        Residences, chosen by hand
      </h2>
      <p className="mx-auto mt-4 max-w-xl text-foreground/80">
        See sixteen featured residences across four of our buildings, or tell our team what you are looking for.
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link href="/residences" className={buttonVariants({ variant: "gold", size: "lg" })}>
          View Featured Residences
        </Link>
        <Link href="/about" className={buttonVariants({ variant: "outline", size: "lg" })}>
          Contact Our Team
        </Link>
      </div>
    </section>
  );
}
