/** Where a one-shot notice waits for its page (sessionStorage, under the preferences' "rm:" prefix): carried-notice-format.ts. */
export const CARRIED_NOTICE_KEY = "carried-notice";
