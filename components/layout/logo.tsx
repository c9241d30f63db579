import Link from "next/link";
import { site } from "@/lib/site";
import { cn } from "@/lib/utils";

/**
 * The typographic wordmark, linking home. Not prefetched: it is in view on every page, and the
 * home page's prefetch data makes the browser fetch its hero image too, competing with the page
 * being opened.
 */
export function Logo({ className }: { className?: string }) {
  return (
    <Link
      href="/"
      prefetch={false}
      className={cn("group inline-flex min-h-11 flex-col justify-center leading-none", className)}
      aria-label={`${site.name}, home`}
    >
      <span className="font-display text-2xl tracking-[0.32em] text-foreground">AURUM</span>
      <span className="mt-1 text-[0.6rem] font-medium caps-widest text-gold-ink">Residences</span>
    </Link>
  );
}
