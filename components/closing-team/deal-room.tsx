"use client";

import { MessageThread } from "@/components/messages/message-thread";
import type { MessageRole } from "@/lib/schemas/message";

/** Who writes from this page: the realtor coordinating the deal (as in the sample threads). */
const coordinator: { sender: string; role: MessageRole } = { sender: "Marisol Vega", role: "Realtor" };

const panels = [
  { threadId: "closing-buyer", title: "Buyer", reply: "Reply to the buyer" },
  { threadId: "closing-realtor", title: "Realtor", reply: "Reply to the buyer's realtor" },
  { threadId: "closing-seller", title: "Seller", reply: "Reply to the seller" },
  { threadId: "closing-finance", title: "Finance Lead", reply: "Reply to the finance lead" },
] as const;

/** The Closing Team's deal chat: the group discussion and one panel per party. */
export function DealRoom() {
  return (
    <div className="grid grid-cols-1 gap-6">
      <MessageThread
        threadId="closing-group"
        title="Group Discussion"
        headingLevel="h3"
        composerLabel="Message to everyone on the deal"
        author={coordinator}
        attach="upload"
        downloadSlug="closing-group-discussion"
      />
      <div className="grid grid-cols-1 gap-6 md:grid-cols-2">
        {panels.map((panel) => (
          <MessageThread
            key={panel.threadId}
            threadId={panel.threadId}
            title={panel.title}
            headingLevel="h3"
            composerLabel={panel.reply}
            author={coordinator}
            size="short"
            rows={1}
          />
        ))}
      </div>
    </div>
  );
}
