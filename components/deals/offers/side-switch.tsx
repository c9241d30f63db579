import Link from "next/link";
import type { DealSide } from "@/lib/schemas/offer-thread";
import { cn } from "@/lib/utils";

const labels: Record<DealSide, string> = { buyer: "As the buyer", seller: "Respond as seller" };

/**
 * The explicit switch between the two sides of a deal. In this preview one browser plays both (the page's
 * header says so): the seller's view is where an offer is answered as the seller would.
 */
export function SideSwitch({ side, hrefFor }: { side: DealSide; hrefFor: (side: DealSide) => string }) {
  return (
    <nav aria-labelledby="side-switch-label" className="grid gap-2 rounded-lg border border-gold/60 bg-gold/10 p-4">
      <p id="side-switch-label" className="text-sm leading-relaxed">
        <strong className="font-semibold">Viewing as the {side}.</strong> Switch sides to play the other party in this browser, as a
        demonstration. In a real deal each party uses their own browser and sends the other each step as a signed deal message.
      </p>
      <ul className="flex flex-wrap gap-2">
        {(["buyer", "seller"] as const).map((choice) => (
          <li key={choice}>
            <Link
              href={hrefFor(choice)}
              prefetch={false}
              aria-current={choice === side ? "page" : undefined}
              className={cn(
                "inline-flex min-h-11 items-center rounded-md border px-4 text-sm font-medium underline-offset-4 hover:underline",
                choice === side ? "border-ink bg-ink text-ivory" : "border-border bg-background",
              )}
            >
              {labels[choice]}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
