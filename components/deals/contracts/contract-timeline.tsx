import { timelineWords } from "@/lib/deals/contracts/timeline-words";
import { formatDateTime } from "@/lib/format";
import type { Contract } from "@/lib/schemas/contract";

/** The Timeline tab: every dated event, oldest first. */
export function ContractTimeline({ contract }: { contract: Contract }) {
  return (
    <ol className="relative ml-2 border-l border-gold/60 pl-7">
      {timelineWords(contract.timeline).map((event, index) => (
        <li key={`${event.date}-${index}`} className="relative pb-8 last:pb-0">
          <span aria-hidden="true" className="absolute top-1.5 -left-[2.1rem] size-3 rounded-full border-2 border-background bg-gold" />
          <p className="tabular text-xs font-medium caps text-gold-ink">
            <time dateTime={event.date}>{formatDateTime(event.date)}</time>
          </p>
          <h3 className="mt-1 text-xl">{event.event}</h3>
          <p className="mt-1 text-sm leading-relaxed text-muted-foreground">{event.description}</p>
        </li>
      ))}
    </ol>
  );
}
