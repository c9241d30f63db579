import type { ReadableCollection, StoreRecord } from "./types";

// Not STORE_ERROR_MESSAGES: this file ships with every page that shows records, the table does not.
const READ_FAILED = "This browser is not letting the site read saved data right now. Reload the page to try again.";

export interface CollectionState<T> {
  status: "loading" | "ready";
  data: T[];
  /** Set when the latest read failed; `data` then keeps the last good read. */
  error?: string;
}

export const LOADING_STATE: CollectionState<never> = Object.freeze({ status: "loading", data: [] as never[] });

/**
 * The latest read of one collection, shared by every component showing it. Reads when the
 * first component subscribes and again on every change (this tab or another); never two
 * reads at once, and a change during a read triggers one more read.
 */
export class CollectionCache<T extends StoreRecord> {
  private snapshot: CollectionState<T> = LOADING_STATE;
  private readonly listeners = new Set<() => void>();
  private unsubscribeStore: (() => void) | undefined;
  private reading = false;
  private readAgain = false;

  constructor(private readonly collection: ReadableCollection<T>) {}

  readonly getSnapshot = (): CollectionState<T> => this.snapshot;

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    if (!this.unsubscribeStore) {
      this.unsubscribeStore = this.collection.subscribe(() => this.refresh());
      this.refresh();
    }
    return () => {
      this.listeners.delete(listener);
      if (this.listeners.size === 0) {
        this.unsubscribeStore?.();
        this.unsubscribeStore = undefined;
      }
    };
  };

  /** Reads the collection again; a call during a read queues exactly one more read. */
  refresh(): void {
    if (this.reading) {
      this.readAgain = true;
      return;
    }
    this.reading = true;
    this.collection
      .list()
      .then(
        (data) => this.publish({ status: "ready", data }),
        (error: unknown) =>
          this.publish({
            status: "ready",
            data: this.snapshot.data,
            error: error instanceof Error && error.name === "StoreError" ? error.message : READ_FAILED,
          }),
      )
      .finally(() => {
        this.reading = false;
        if (this.readAgain && this.unsubscribeStore) {
          this.readAgain = false;
          this.refresh();
        }
      });
  }

  private publish(next: CollectionState<T>): void {
    this.snapshot = next;
    for (const listener of [...this.listeners]) listener();
  }
}

const caches = new WeakMap<ReadableCollection<StoreRecord>, CollectionCache<StoreRecord>>();

export function collectionCache<T extends StoreRecord>(collection: ReadableCollection<T>): CollectionCache<T> {
  const key = collection as unknown as ReadableCollection<StoreRecord>;
  let cache = caches.get(key);
  if (!cache) {
    cache = new CollectionCache(key);
    caches.set(key, cache);
  }
  return cache as unknown as CollectionCache<T>;
}
