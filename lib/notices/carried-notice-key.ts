/**
 * Where a one-shot notice waits for its page: the tab's sessionStorage, under the preferences'
 * "rm:" prefix (carried-notice-format.ts).
 */
export const CARRIED_NOTICE_KEY = "rm:carried-notice";
