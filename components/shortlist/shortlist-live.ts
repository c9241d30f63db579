import { toast } from "@/components/ui/use-toast";
import { currentOwner } from "@/lib/account/current-owner";
import { readSession, subscribeSession } from "@/lib/auth/session";
import { keptWhere } from "@/lib/kept-where";
import { recordsOfItem, savedKeys, shortlistKey } from "@/lib/shortlist/shortlist-keys";
import { createId, getRecordsLocation, isStoreError, store } from "@/lib/store";
import type { ShortlistTarget } from "./shortlist-state";

/*
 * The hearts' link to the browser store, loaded when the first heart mounts: it reads the
 * shortlist as the signed-in person (or a signed-out visitor) sees it, follows every change
 * (a write here, another tab, signing in or out), and saves or removes items.
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

// One change at a time per item, so a quick double press saves and then removes, never saves twice.
const pending = new Map<string, Promise<void>>();

export function toggleItem(target: ShortlistTarget): Promise<void> {
  const key = shortlistKey(target.kind, target.itemId);
  const next = (pending.get(key) ?? Promise.resolve()).then(() => applyToggle(target));
  pending.set(key, next);
  return next;
}

async function applyToggle({ kind, itemId, name }: ShortlistTarget): Promise<void> {
  try {
    const saved = recordsOfItem(await store.shortlist.list(), kind, itemId, viewer());
    if (saved.length > 0) {
      for (const record of saved) await store.shortlist.remove(record.id);
      toast({ title: "Removed from your shortlist", description: `${name} is no longer on your shortlist.` });
      return;
    }
    await store.shortlist.create({ id: createId(), ...currentOwner(), kind, itemId, createdAt: new Date().toISOString() });
    toast({
      title: "Saved to your shortlist",
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
