"use client";

import { Suspense, useEffect, useMemo, useRef, useState, type ReactNode } from "react";
import { buttonVariants } from "@/components/ui/button";
import { DownloadIcon } from "@/components/ui/icons/download";
import { LoadFailedAlert } from "@/components/layout/load-failed-alert";
import { threadOrder } from "@/lib/messages/transcript";
import { useVisibleCollection } from "@/lib/account/use-visible-collection";
import { retryImport } from "@/lib/retry-import";
import { store } from "@/lib/store";
import { useHydrated } from "@/lib/use-hydrated";
import { lazyPart } from "@/components/layout/lazy-part";
import { MessageBubble } from "./message-bubble";
import type { Message } from "@/lib/schemas/message";
import type { ComposerProps } from "./message-composer";
import { cn } from "@/lib/utils";

// The reply box (file checks, sending) loads just after the messages show.
const MessageComposer = lazyPart(
  () => import("./message-composer"),
  (module) => module.MessageComposer,
);

const composerPlaceholder = <div aria-hidden="true" className="h-[5.75rem] border-t border-border" />;

type MessageThreadProps = Omit<ComposerProps, "threadId" | "label"> & {
  threadId: string;
  /** The thread's name: its heading, the log's label and the transcript's title. */
  title: string;
  /** Heading level for the title, to fit the page's outline. */
  headingLevel?: "h2" | "h3";
  /** The reply box's label (defaults to "Message"). */
  composerLabel?: string;
  /** Shows Download, which saves the thread as a text file named `{downloadSlug}-{date}.txt`. */
  downloadSlug?: string;
  /** Extra content under the heading (participants, a note). */
  intro?: ReactNode;
  /** Height of the scrolling message list. */
  size?: "tall" | "short";
  /** Layout classes for the thread's box (appended, e.g. grid order). */
  className?: string;
  /**
   * Messages known at build time (a sample thread), shown until the store answers, so the page's
   * text is in its HTML; the stored thread then replaces them.
   */
  initialMessages?: readonly Message[];
};

/**
 * A conversation from the browser store (store.messages with this threadId): every message
 * in order inside a role="log" region, live across tabs, and a reply box. Shared by the
 * contract messages page and the Closing Team panels.
 */
export function MessageThread({
  threadId,
  title,
  headingLevel = "h2",
  composerLabel = "Message",
  downloadSlug,
  intro,
  size = "tall",
  className,
  initialMessages,
  ...composer
}: MessageThreadProps) {
  const all = useVisibleCollection(store.messages);
  const loading = all.status === "loading";
  const source = loading && initialMessages ? initialMessages : all.data;
  const messages = useMemo(() => threadOrder(source.filter((message) => message.threadId === threadId)), [source, threadId]);
  const log = useRef<HTMLDivElement>(null);
  const hydrated = useHydrated();
  const [loadFailed, setLoadFailed] = useState(false);
  const Heading = headingLevel;

  // Keep the newest message in view as messages arrive (from this tab or another).
  useEffect(() => {
    const element = log.current;
    if (element) element.scrollTop = element.scrollHeight;
  }, [messages.length]);

  async function download() {
    setLoadFailed(false);
    const loaded = await retryImport(() => import("./open-attachment")).catch(() => null);
    setLoadFailed(!loaded);
    loaded?.downloadTranscript(title, downloadSlug ?? threadId, messages);
  }

  return (
    <section
      aria-label={title}
      className={cn("flex min-w-0 flex-col overflow-hidden rounded-lg border border-border bg-card shadow-soft", className)}
    >
      <div className="flex flex-wrap items-center justify-between gap-3 border-b border-border px-4 py-3 sm:px-5">
        <Heading className="text-2xl">{title}</Heading>
        {downloadSlug ? (
          <button
            type="button"
            onClick={download}
            disabled={all.status !== "ready"}
            className={buttonVariants({ variant: "outline", size: "compact" })}
          >
            <DownloadIcon />
            Download
          </button>
        ) : null}
      </div>
      {loadFailed ? <LoadFailedAlert className="m-4" /> : null}
      {intro}
      <div
        ref={log}
        role="log"
        aria-label={`${title} messages`}
        tabIndex={0}
        className={cn(
          "overflow-y-auto overscroll-contain bg-background/60 px-3 py-4 outline-hidden focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-inset sm:px-5",
          size === "tall" ? "h-[28rem] max-h-[60vh]" : "h-72",
        )}
      >
        {loading && !initialMessages ? (
          <p className="py-8 text-center text-sm text-muted-foreground">Loading messages…</p>
        ) : messages.length === 0 ? (
          <p className="py-8 text-center text-sm text-muted-foreground">No messages yet. Write the first one below.</p>
        ) : (
          <ul className="grid gap-3">
            {messages.map((message) => (
              <MessageBubble key={message.id} message={message} />
            ))}
          </ul>
        )}
      </div>
      {all.error ? (
        <p role="alert" className="px-4 pt-3 text-sm text-destructive">
          {all.error}
        </p>
      ) : null}
      {/* The reply box appears once it works: a thread drawn into the HTML (a sample contract's)
          would otherwise show a box and buttons that do nothing until the page hydrates. */}
      {hydrated ? (
        <Suspense fallback={composerPlaceholder}>
          <MessageComposer threadId={threadId} label={composerLabel} {...composer} />
        </Suspense>
      ) : (
        composerPlaceholder
      )}
    </section>
  );
}
