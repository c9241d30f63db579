import { toast } from "@/components/ui/use-toast";
import { retryImport } from "@/lib/retry-import";
import type { ShortlistKind } from "@/lib/schemas/shortlist";
import { shortlistKey, type ShortlistTarget } from "@/lib/shortlist/shortlist-keys";

/*
 * What every heart on the page reads: the keys of the items the person has saved, or undefined
 * until the store has answered. This file ships with the cards, so it holds only that; the store,
 * the session and the writes load with `import()` when the first heart mounts (shortlist-live.ts).
 */

type Live = typeof import("./shortlist-live");

let saved: ReadonlySet<string> | undefined;
const listeners = new Set<() => void>();
let live: Promise<Live> | undefined;

function publish(next: ReadonlySet<string>) {
  saved = next;
  for (const listener of listeners) listener();
}

function loadLive(): Promise<Live> {
  live ??= retryImport(() => import("./shortlist-live")).then(
    (module) => {
      module.watchShortlist(publish);
      return module;
    },
    (error: unknown) => {
      live = undefined; // the next heart or press tries again
      throw error;
    },
  );
  return live;
}

export function subscribeShortlist(listener: () => void): () => void {
  listeners.add(listener);
  loadLive().catch(() => undefined); // a press reports it
  return () => {
    listeners.delete(listener);
  };
}

/** True or false once the store has answered; undefined before (the heart shows neither). */
export function isShortlisted(kind: ShortlistKind, itemId: string): boolean | undefined {
  return saved?.has(shortlistKey(kind, itemId));
}

/**
 * Saves the item, or takes it off when it is saved; says which in a toast. `seen` is the state the
 * heart showed when pressed: undefined (not known yet) only ever saves (shortlist-live.ts).
 */
export async function toggleShortlist(target: ShortlistTarget, seen: boolean | undefined): Promise<void> {
  let watcher: Live;
  try {
    watcher = await loadLive();
  } catch {
    toast({
      variant: "destructive",
      title: "Shortlist not changed",
      description: "The site could not load the code that keeps your shortlist. Check your connection and reload the page.",
    });
    return;
  }
  await watcher.toggleItem(target, seen);
}
