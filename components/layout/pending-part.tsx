import type { ReactNode } from "react";
import type { PendingMark } from "@/lib/first-paint/use-pending-mark";

/**
 * A part of the page that depends on what its static HTML cannot know (the address's query or
 * hash, a stored draft). While the first-paint mark for it is set (lib/first-paint/README.md), the
 * part keeps its place but stays hidden, with `loading` said in its stead; the component that
 * reads the missing fact clears the mark (usePendingMark) in the commit that renders it. So the
 * wrong content is never shown first, and nothing changes under the pointer.
 */
export function PendingPart({ mark, loading, children }: { mark: PendingMark; loading: string; children: ReactNode }) {
  return (
    <div className="relative">
      <p data-pending-loading={mark} role="status" className="absolute inset-x-0 top-0 py-6 text-center text-muted-foreground">
        {loading}
      </p>
      <div data-pending-part={mark}>{children}</div>
    </div>
  );
}
