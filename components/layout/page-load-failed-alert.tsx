import { PAGE_LOAD_FAILED_ID } from "@/lib/load-failed-mark";
import { LoadFailedAlert } from "./load-failed-alert";

/**
 * The layout's own alert for a part of the layout whose code could not be downloaded (the phone
 * menu, the toasts, the gate's form: lib/load-failed-mark.ts). Server-rendered, hidden by CSS until
 * the mark, and outside the gate so that a locked page shows it too.
 */
export function PageLoadFailedAlert() {
  return (
    <div
      id={PAGE_LOAD_FAILED_ID}
      className="fixed inset-x-3 bottom-3 z-[100] mx-auto hidden max-w-xl shadow-soft [html[data-load-failed]_&]:block"
    >
      <LoadFailedAlert />
    </div>
  );
}
