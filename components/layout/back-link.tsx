import Link from "next/link";
import type { ReactNode } from "react";
import { ChevronLeftIcon } from "@/components/ui/icons/chevron-left";

/** The look of every way back: small spaced capitals after a chevron, 44px tall. */
export const backLinkClass =
  "-ml-2 inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-md px-2 text-xs font-medium caps text-foreground/80 transition-colors hover:text-foreground outline-hidden focus-visible:ring-2 focus-visible:ring-ring";

/** A link back to a fixed page ("All brands"); BackButton goes back in history instead. */
export function BackLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Link href={href} className={backLinkClass}>
      <ChevronLeftIcon className="size-4" />
      {children}
    </Link>
  );
}
