import { parsePreference, takePreferenceRaw } from "@/lib/store";
import { CARRIED_NOTICE_KEY, CARRIED_NOTICE_TTL_MS, carriedNoticeSchema, pagePath, type Notice } from "./carried-notice-format";

/**
 * The notice carried to the page at `pathname`, once: it is forgotten as soon as any page reads it
 * (a notice for another page, an old or a malformed one is dropped unseen). The reading half only.
 */
export function takeCarriedNotice(pathname: string, now: number = Date.now()): Notice | null {
  const parsed = parsePreference(takePreferenceRaw(CARRIED_NOTICE_KEY, { session: true }), carriedNoticeSchema);
  if (!parsed.ok || parsed.value.path !== pagePath(pathname)) return null;
  const age = now - parsed.value.at;
  if (age < 0 || age > CARRIED_NOTICE_TTL_MS) return null;
  const { title, description } = parsed.value;
  return description === undefined ? { title } : { title, description };
}
