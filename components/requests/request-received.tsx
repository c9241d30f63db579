import { Button } from "@/components/ui/button";
import { formatDateTime } from "@/lib/format";
import { keptWhere } from "@/lib/kept-where";
import type { Request } from "@/lib/schemas/request";
import { useRecordsLocation } from "@/lib/store";

/** Confirmation after a request is saved: honest about where it went. */
export function RequestReceived({ request, onClose }: { request: Request; onClose: () => void }) {
  const location = useRecordsLocation();
  return (
    <div className="space-y-5" role="status">
      <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 rounded-md border border-border bg-muted/50 p-4 text-sm">
        <dt className="text-muted-foreground">About</dt>
        <dd>{request.subject}</dd>
        <dt className="text-muted-foreground">Received</dt>
        <dd>{formatDateTime(request.createdAt)}</dd>
        <dt className="text-muted-foreground">Reference</dt>
        <dd className="tabular break-all">{request.id.slice(0, 8).toUpperCase()}</dd>
      </dl>
      <p className="text-sm leading-relaxed text-muted-foreground">
        {`It is saved ${keptWhere(location, "in this browser")}, and you can find it on My activity.`} In this preview nothing is sent to
        our team, so no one will be in touch about it.
      </p>
      <Button type="button" onClick={onClose} className="w-full sm:w-auto">
        Done
      </Button>
    </div>
  );
}
