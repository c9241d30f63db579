import { toast } from "@/components/ui/use-toast";
import { readSession, subscribeSession } from "@/lib/auth/session";
import { keptWhere } from "@/lib/kept-where";
import { saveShortlistItem, toggleShortlistItem } from "@/lib/shortlist/actions";
import { savedKeys, type ShortlistTarget } from "@/lib/shortlist/shortlist-keys";
import { getRecordsLocation, isStoreError, store } from "@/lib/store";

/*
 * The hearts' link to the browser store, loaded when the first heart mounts: it reads the
 * shortlist as the signed-in person (or a signed-out visitor) sees it, follows every change
 * (a write here, another tab, signing in or out), and saves or removes items (lib/shortlist/actions.ts),
 * saying which in a toast.
 */

const viewer = () => readSession()?.accountId ?? null;

let watching = false;

/** Publishes the saved keys now and after every change; once per page. */
export function watchShortlist(publish: (saved: ReadonlySet<string>) => void): void {
  if (watching) return;
  watching = true;
  let latest = 0;
  const refresh = async () => {
    const run = ++latest;
    try {
      const records = await store.shortlist.list();
      if (run === latest) publish(savedKeys(records, viewer()));
    } catch {
      // Unreadable storage: the hearts stay neutral rather than claim "not saved"; a press says why.
    }
  };
  store.shortlist.subscribe(() => void refresh());
  subscribeSession(() => void refresh());
  void refresh();
}

/**
 * Saves the item, or takes it off when it is saved; says which (or why nothing changed) in a toast.
 * `seen` is the heart's state when it was pressed: a press on a heart whose state was not known
 * yet (it showed "Save") only ever saves.
 */
export async function toggleItem({ kind, itemId, name }: ShortlistTarget, seen: boolean | undefined): Promise<void> {
  try {
    const change = seen === undefined ? await saveShortlistItem({ kind, itemId }) : await toggleShortlistItem({ kind, itemId });
    if (change === "removed") {
      toast({ title: "Removed from your shortlist", description: `${name} is no longer on your shortlist.` });
      return;
    }
    toast({
      title: change === "kept" ? "Already on your shortlist" : "Saved to your shortlist",
      description: `${name} is on your shortlist, kept ${keptWhere(getRecordsLocation())}. See it on My activity.`,
    });
  } catch (error) {
    toast({
      variant: "destructive",
      title: "Shortlist not changed",
      description: isStoreError(error) ? error.message : "Your shortlist could not be changed. Reload the page and try again.",
    });
  }
}
