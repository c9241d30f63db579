import Link from "next/link";
import { toast } from "@/components/ui/use-toast";
import { compareHref } from "@/lib/compare/compare-address";
import { COMPARE_LIMIT } from "@/lib/compare/compare-ids";
import { compareListSchema, EMPTY_COMPARE_LIST, type CompareList } from "@/lib/compare/compare-list";
import { currentComparePreference } from "@/lib/compare/compare-preference";
import type { ToggleOutcome } from "@/lib/compare/compare-list-changes";
import { readPreference, writePreference } from "@/lib/store";

/*
 * Writing the compare list and saying what changed: shared by the toggles' press (loaded on first
 * use), the tray and /compare, which all load after the page.
 */

/** The list of whoever is signed in, as stored right now (a press reads it afresh rather than trust a render's copy). */
export function currentCompareList(): CompareList {
  return readPreference(currentComparePreference(), compareListSchema, EMPTY_COMPARE_LIST);
}

/** Stores the list as the signed-in person's (or the signed-out browser's); says so when the browser refuses, and answers whether it was kept. */
export function saveCompareList(list: CompareList): boolean {
  const result = writePreference(currentComparePreference(), list);
  if (!result.ok) toast({ variant: "destructive", title: "Compare list not changed", description: result.error.message });
  return result.ok;
}

/** Says what a press did: added, removed, or refused because four are chosen already (with the way to /compare). */
export function announceCompare(outcome: ToggleOutcome, name: string): void {
  if (outcome.kind === "full") {
    toast({
      title: `You can compare up to ${COMPARE_LIMIT} residences`,
      description: (
        <>
          {name} was not added. Remove one from the compare tray first, or{" "}
          <Link href={compareHref(outcome.list)} className="underline underline-offset-4">
            compare the {COMPARE_LIMIT} you chose
          </Link>
          .
        </>
      ),
      // It stays until dismissed: it says why nothing happened, and holds the way to the comparison.
      duration: Infinity,
    });
    return;
  }
  if (outcome.kind === "already") {
    toast({ title: "Already in compare", description: `${name}. ${outcome.list.length} of ${COMPARE_LIMIT} chosen.` });
    return;
  }
  const added = outcome.kind === "added";
  toast({
    title: added ? "Added to compare" : "Removed from compare",
    description: `${name}. ${outcome.list.length} of ${COMPARE_LIMIT} chosen.`,
  });
}
