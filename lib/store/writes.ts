import type { CollectionSchemas } from "./definitions";
import type { StoreCollections } from "./store-api";

/**
 * The store's write entry: what changes records. Only the domain modules in `lib/<domain>/`
 * (an `actions.ts`, or one file per action, each with unit tests) import it; components and routes
 * read through "@/lib/store" and change records by calling those actions (ESLint's house rules).
 * So every write a person can make goes through one tested function, and a backend that replaces
 * the store replaces these calls in one place.
 *
 * An action's last parameter is optional and is the store it writes to, the site's by default
 * (`store: WritableStore = writableStore`); a unit test passes `siteTestStore().collections`
 * (./testing.ts: the site's schemas and versions over a fresh fake IndexedDB). README.md,
 * "Writing records: actions".
 */
export { siteCollections as writableStore, resetStore } from "./collections";
export { importAll, prepareImport } from "./backup-calls";

/** The collections an action writes to: `writableStore`, or a test store's. */
export type WritableStore = StoreCollections<CollectionSchemas>;
