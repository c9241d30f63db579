/**
 * Whether an error means code could not be downloaded: retryImport's "ImportFailedError" after its
 * retries (lib/retry-import.ts), or the bundler's own (Turbopack and webpack name it ChunkLoadError)
 * from an import nobody retried.
 */
export function isImportFailure(error: unknown): boolean {
  const name = (error as { name?: unknown } | null)?.name;
  return name === "ImportFailedError" || name === "ChunkLoadError";
}
