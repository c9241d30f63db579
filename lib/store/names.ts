import type { CollectionSchemas } from "./definitions";

export type CollectionName = keyof CollectionSchemas;

/**
 * The collection names, known up front; their schemas (definitions.ts, with zod) load with
 * the store's first read or write. collections.test.ts checks both lists match.
 */
export const collectionNames = [
  "accounts",
  "offers",
  "applications",
  "applicationDrafts",
  "requests",
  "transactions",
  "contracts",
  "messages",
  "files",
  "shortlist",
  "savedSearches",
  "dealRooms",
  "contacts",
  "paymentSchedules",
  "dealThreads",
] as const satisfies readonly CollectionName[];
