/**
 * Where the compare list is kept (localStorage "rm:compare", lib/store's preferences), and the one
 * question the tray's loader on every page asks of it: does it hold anything? The loader carries
 * this file alone; the list itself is validated where it is shown or changed (compare-list.ts).
 */
export const COMPARE_PREFERENCE = "compare";

/** How many entries the stored text holds (0 for none, or for anything but a JSON array). */
export function storedEntryCount(raw: string | null): number {
  if (raw === null) return 0;
  try {
    const value: unknown = JSON.parse(raw);
    return Array.isArray(value) ? value.length : 0;
  } catch {
    return 0;
  }
}
