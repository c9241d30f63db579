import { formatDateTime } from "@/lib/format";
import { useHydrated } from "@/lib/use-hydrated";
import type { Message } from "@/lib/schemas/message";
import { AttachmentButton } from "./attachment-button";
import { cn } from "@/lib/utils";

/** One message: sender, role and time above the text; the viewer's own messages on the right. */
export function MessageBubble({ message }: { message: Message }) {
  const own = message.isCurrentUser;
  // A message drawn into the page's HTML (a sample thread) shows its time in UTC until hydration,
  // then in the visitor's zone: the build does not know the visitor's zone.
  const hydrated = useHydrated();
  return (
    <li className={cn("flex", own ? "justify-end" : "justify-start")} data-own={own || undefined}>
      <article
        aria-label={`${message.sender}, ${message.role}`}
        className={cn(
          "max-w-[min(34rem,88%)] rounded-lg px-4 py-3",
          own ? "bg-ink text-ivory" : "border border-border bg-card text-card-foreground",
        )}
      >
        <p className={cn("flex flex-wrap items-baseline gap-x-2 text-xs", own ? "text-ivory/80" : "text-muted-foreground")}>
          <span className={cn("text-sm font-medium", own ? "text-ivory" : "text-foreground")}>{message.sender}</span>
          <span>{message.role}</span>
          <time dateTime={message.timestamp} className="tabular">
            {formatDateTime(message.timestamp, hydrated ? {} : { timeZone: "UTC" })}
          </time>
        </p>
        <p data-user-content className="mt-1 text-sm leading-relaxed break-words whitespace-pre-wrap">
          {message.message}
        </p>
        {message.attachment ? <AttachmentButton attachment={message.attachment} own={own} /> : null}
      </article>
    </li>
  );
}
