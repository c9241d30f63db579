import type { PreferenceSchema } from "@/lib/store";

/**
 * A one-shot notice: what an action says when it ends on another page. A full page load drops the
 * toast of the page that asked for it, so the notice is carried in the tab's sessionStorage
 * (carry-notice.ts) and shown once by the page it names (take-carried-notice.ts, through
 * components/layout/use-carried-notice.ts on the pages such an action ends on). Checked by hand, not
 * with zod: the reader is small and needs no schema library.
 */

/** Where a notice waits for its page: the tab's sessionStorage, under the preferences' "rm:" prefix. */
export const CARRIED_NOTICE_KEY = "rm:carried-notice";

/** How long a carried notice waits for its page: a navigation that never arrived does not speak later. */
export const CARRIED_NOTICE_TTL_MS = 60_000;

export type Notice = { title: string; description?: string };

export type CarriedNotice = Notice & { path: string; at: number };

const isText = (value: unknown, max: number): value is string => typeof value === "string" && value.length > 0 && value.length <= max;

function isCarriedNotice(value: unknown): value is CarriedNotice {
  if (typeof value !== "object" || value === null) return false;
  const notice = value as Partial<Record<keyof CarriedNotice, unknown>>;
  return (
    isText(notice.title, 120) &&
    (notice.description === undefined || isText(notice.description, 500)) &&
    isText(notice.path, 2_000) &&
    typeof notice.at === "number" &&
    Number.isFinite(notice.at)
  );
}

export const carriedNoticeSchema: PreferenceSchema<CarriedNotice> = {
  "~standard": {
    validate: (value) => (isCarriedNotice(value) ? { value } : { issues: [{ message: "Not a carried notice" }] }),
  },
};

/** "/contracts/7" and "/contracts/7/" are one page; a query or fragment is not part of it. */
export function pagePath(href: string): string {
  const path = href.split(/[?#]/, 1)[0] ?? "";
  return path.endsWith("/") ? path : `${path}/`;
}
