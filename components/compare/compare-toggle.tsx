"use client";

import { useState, type MouseEvent, type ReactNode } from "react";
import { toast } from "@/components/ui/use-toast";
import type { CompareId } from "@/lib/compare/compare-ids";
import { retryImport } from "@/lib/retry-import";
import { useCompareList } from "./use-compare-list";

type CompareToggleProps = {
  id: CompareId;
  /** The residence as a person names it: "Add {name} to compare". */
  name: string;
  /** compareToggleLook(), made on the server. */
  className: string;
  /** The label and its box (CompareToggleLabel), rendered on the server. */
  children: ReactNode;
};

// The press (the list's writes and the messages) loads when a toggle is first pointed at,
// focused or pressed: the cards sit on pages whose first load is near its budget.
const loadPress = () => retryImport(() => import("./compare-press"));
const warm = () => void loadPress().catch(() => undefined);

/**
 * Adds a residence to the compare list or takes it off (a toggle: aria-pressed), and says what it
 * did; a fifth is refused with the reason and the way to the comparison, and nothing is dropped.
 * Until the list is known (the HTML, hydration) it is neutral: neither pressed nor not. Busy
 * while its press waits for the code.
 */
export function CompareToggle({ id, name, className, children }: CompareToggleProps) {
  const list = useCompareList();
  const [busy, setBusy] = useState(false);
  const pressed = list?.includes(id);
  const press = (event: MouseEvent<HTMLButtonElement>) => {
    // A press held before the page was interactive was made on the HTML's neutral toggle.
    const seen = event.currentTarget.hasAttribute("data-early-input-replay") ? undefined : pressed;
    setBusy(true);
    loadPress()
      .then((module) => module.pressCompare(id, name, seen))
      .catch(() => toast({ variant: "destructive", title: "Compare list not changed", description: "Reload the page and try again." }))
      .finally(() => setBusy(false));
  };
  return (
    <button
      type="button"
      aria-pressed={pressed}
      aria-label={`Add ${name} to compare`}
      aria-busy={busy || undefined}
      data-compare-toggle={pressed === undefined ? "pending" : pressed}
      onPointerEnter={warm}
      onFocus={warm}
      onTouchStart={warm}
      onClick={press}
      className={className}
    >
      {children}
    </button>
  );
}
