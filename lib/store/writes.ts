/**
 * The store's write entry: what changes records. Only the domain modules in `lib/<domain>/`
 * (an `actions.ts`, or one file per action, each with unit tests) import it; components and routes
 * read through "@/lib/store" and change records by calling those actions (ESLint's house rules).
 * So every write a person can make goes through one tested function, and a backend that replaces
 * the store replaces these calls in one place.
 */
export { store as writableStore, resetStore } from "./collections";
export { importAll, prepareImport } from "./backup-calls";
