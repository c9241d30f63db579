/**
 * `<html data-load-failed>`: a part of the layout itself (the phone menu, the toasts, the gate's
 * form) could not be downloaded even after the retries. It has no place on the page for an alert
 * of its own, so the layout's page-level alert (components/layout/page-load-failed-alert.tsx,
 * server-rendered and hidden by CSS until this mark) offers the reload.
 */
export const LOAD_FAILED_MARK = "data-load-failed";

/** The page-level alert's element, so that a part can take the person to its Reload button. */
export const PAGE_LOAD_FAILED_ID = "page-load-failed";

export function markLoadFailed(): void {
  document.documentElement.setAttribute(LOAD_FAILED_MARK, "");
}
