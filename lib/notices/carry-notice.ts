import { writePreference } from "@/lib/store";
import { CARRIED_NOTICE_KEY, pagePath, type CarriedNotice, type Notice } from "./carried-notice-format";

/** Keeps `notice` for the page at `href`, to be shown there once. False when the tab cannot keep it. */
export function carryNotice(notice: Notice, href: string, now: number = Date.now()): boolean {
  const carried: CarriedNotice = { ...notice, path: pagePath(href), at: now };
  return writePreference(CARRIED_NOTICE_KEY, carried, { session: true }).ok;
}
