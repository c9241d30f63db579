/** This tab's subscribers, per collection: told after every change (here or in another tab). */
export interface ChangeListeners {
  notify(collection: string): void;
  subscribe(collection: string, listener: () => void): () => void;
}

export function createChangeListeners(): ChangeListeners {
  const listeners = new Map<string, Set<() => void>>();
  return {
    notify(collection) {
      for (const listener of [...(listeners.get(collection) ?? [])]) {
        try {
          listener();
        } catch (error) {
          console.error(error);
        }
      }
    },
    subscribe(collection, listener) {
      let set = listeners.get(collection);
      if (!set) listeners.set(collection, (set = new Set()));
      set.add(listener);
      return () => {
        set.delete(listener);
      };
    },
  };
}
