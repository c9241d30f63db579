import Link from "next/link";
import { buttonVariants } from "@/components/ui/button";
import { COMPARE_LIMIT } from "@/lib/compare/compare-ids";

/** What /compare says when nothing is chosen: how to choose, and where from. */
export function CompareEmpty() {
  return (
    <div className="rounded-lg border border-dashed border-border bg-card px-6 py-12 text-center sm:px-12">
      <h2 className="text-3xl">Nothing to compare yet</h2>
      <p className="mx-auto mt-3 max-w-xl leading-relaxed text-muted-foreground">
        Press Compare on up to {COMPARE_LIMIT} residences, on the cards of Buy and Featured Residences or on a property&rsquo;s page. They
        gather in the compare tray at the bottom of every page, and open here side by side.
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link href="/buy" className={buttonVariants({ variant: "default", size: "lg" })}>
          Browse Residences for Sale
        </Link>
        <Link href="/residences" className={buttonVariants({ variant: "outline", size: "lg" })}>
          Featured Residences
        </Link>
      </div>
    </div>
  );
}
