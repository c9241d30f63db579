/**
 * Loading code on demand that survives a dropped connection: `retryImport(() => import("./part"))`
 * calls the loader again after each pause in `delaysMs` (a new import() each time: the bundler
 * forgets a chunk that failed, so the next call requests it afresh), and when every attempt has
 * failed throws an "ImportFailedError" (isImportFailure, import-failure.ts, kept apart so that the
 * layout's code, which only retries, does not carry it), which the page shows as "reload the page".
 */

/** Two retries, a short pause then a longer one: a blip recovers, a lost connection is reported soon. */
export const IMPORT_RETRY_DELAYS_MS: readonly number[] = [500, 1500];

export async function retryImport<T>(load: () => Promise<T>, delaysMs = IMPORT_RETRY_DELAYS_MS): Promise<T> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await load();
    } catch (cause) {
      const delay = delaysMs[attempt];
      // Named, not worded: the page says it (LoadFailedAlert), and `cause` says what went wrong.
      if (delay === undefined) throw Object.assign(new Error("", { cause }), { name: "ImportFailedError" });
      await new Promise((resolve) => setTimeout(resolve, delay));
    }
  }
}
