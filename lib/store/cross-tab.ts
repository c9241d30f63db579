/**
 * Tells other tabs which collection changed, so their subscribers re-read.
 * BroadcastChannel where it exists; otherwise a tiny localStorage "ping" whose
 * `storage` event fires in every other tab (never in the tab that wrote it).
 */

export const STORE_CHANNEL = "residences-store";
export const STORE_PING_KEY = "rm:store-ping";

export interface CrossTabMessage {
  collection: string;
}

export interface CrossTab {
  post(collection: string): void;
  close(): void;
}

function readCollection(data: unknown): string | undefined {
  const collection = typeof data === "object" && data !== null ? (data as { collection?: unknown }).collection : undefined;
  return typeof collection === "string" ? collection : undefined;
}

function openChannel(name: string, onChange: (collection: string) => void): CrossTab | undefined {
  if (typeof BroadcastChannel !== "function") return undefined;
  try {
    const channel = new BroadcastChannel(name);
    channel.onmessage = (event: MessageEvent) => {
      const collection = readCollection(event.data);
      if (collection) onChange(collection);
    };
    // Node (tests) would otherwise keep the process alive for an open channel.
    (channel as { unref?: () => void }).unref?.();
    return {
      post(collection) {
        try {
          channel.postMessage({ collection } satisfies CrossTabMessage);
        } catch {
          // A closed channel only means no other tab hears about it.
        }
      },
      close() {
        channel.close();
      },
    };
  } catch {
    return undefined;
  }
}

function openPing(pingKey: string, onChange: (collection: string) => void): CrossTab {
  const target = typeof window === "undefined" ? undefined : window;
  const onStorage = (event: StorageEvent) => {
    if (event.key !== pingKey || !event.newValue) return;
    try {
      const collection = readCollection(JSON.parse(event.newValue));
      if (collection) onChange(collection);
    } catch {
      // Someone else's value under our key: ignore it.
    }
  };
  target?.addEventListener("storage", onStorage);
  return {
    post(collection) {
      try {
        // A nonce makes every ping a change, so the event fires even for the same collection twice.
        const nonce = Math.random().toString(36).slice(2);
        globalThis.localStorage?.setItem(pingKey, JSON.stringify({ collection, nonce }));
      } catch {
        // Storage blocked or full: other tabs catch up on their next read.
      }
    },
    close() {
      target?.removeEventListener("storage", onStorage);
    },
  };
}

export function openCrossTab(
  onChange: (collection: string) => void,
  channelName: string = STORE_CHANNEL,
  pingKey: string = STORE_PING_KEY,
): CrossTab {
  return openChannel(channelName, onChange) ?? openPing(pingKey, onChange);
}
