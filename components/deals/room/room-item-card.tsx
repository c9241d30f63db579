"use client";

import { useState } from "react";
import { Badge, type BadgeVariant } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { formatDateTime } from "@/lib/format";
import { changeRoomItem, type ItemChange } from "@/lib/deals/room/actions";
import type { RoomItemView } from "@/lib/deals/room/room-view";
import { roomStateLabels } from "@/lib/deals/room/state-machine";
import type { RoomItemState } from "@/lib/schemas/deal-room";
import { isStoreError } from "@/lib/store";
import { AttachDocument } from "./attach-document";
import { RoomDocuments } from "./room-documents";
import { WaiveDialog } from "./waive-dialog";

const stateBadges: Record<RoomItemState, BadgeVariant> = {
  missing: "warning",
  requested: "outline",
  received: "gold",
  reviewed: "success",
  waived: "muted",
};

/** One checklist item: why it matters, who provides it, its state, documents, the steps it allows and its history. */
export function RoomItemCard({ contractId, item }: { contractId: string; item: RoomItemView }) {
  const [waiving, setWaiving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const { record } = item;
  const headingId = `room-item-${item.id}`;

  async function step(change: ItemChange) {
    setError(null);
    try {
      await changeRoomItem(contractId, item.id, change);
    } catch (caught) {
      setError(isStoreError(caught) ? caught.message : "Nothing was changed. Try again.");
    }
  }

  return (
    <li aria-labelledby={headingId} className="grid gap-3 rounded-lg border border-border bg-card p-5" data-testid={`room-item-${item.id}`}>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h4 id={headingId} className="text-lg">
          {item.title}
        </h4>
        <div className="flex gap-2">
          <Badge variant={item.required ? "outline" : "muted"}>{item.required ? "Required" : "Optional"}</Badge>
          <Badge variant={stateBadges[record.state]} data-testid="room-item-state">
            {roomStateLabels[record.state]}
          </Badge>
        </div>
      </div>
      <p className="text-sm">{item.why}</p>
      <p className="text-sm text-muted-foreground">Usually provided by: {item.provider}</p>
      {record.state === "waived" && record.reason ? <p className="text-sm">Waived: {record.reason}</p> : null}
      <RoomDocuments documents={record.documents} />
      {record.state === "waived" ? (
        <Button type="button" variant="outline" className="w-fit" onClick={() => void step({ kind: "reopen" })}>
          Reopen<span className="sr-only"> {item.title}</span>
        </Button>
      ) : (
        <div className="flex flex-wrap items-end gap-3">
          <AttachDocument contractId={contractId} itemId={item.id} title={item.title} replacing={record.documents.length > 0} />
          {record.state === "missing" ? (
            <Button type="button" variant="outline" onClick={() => void step({ kind: "request" })}>
              Mark requested<span className="sr-only"> {item.title}</span>
            </Button>
          ) : null}
          {record.state === "received" ? (
            <Button type="button" variant="outline" onClick={() => void step({ kind: "review" })}>
              Mark reviewed<span className="sr-only"> {item.title}</span>
            </Button>
          ) : null}
          {record.state !== "reviewed" ? (
            <Button type="button" variant="outline" aria-haspopup="dialog" onClick={() => setWaiving(true)}>
              Waive<span className="sr-only"> {item.title}</span>
            </Button>
          ) : null}
        </div>
      )}
      {error ? (
        <p role="alert" className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
      {record.history.length ? (
        <details className="text-sm">
          <summary className="cursor-pointer">History ({record.history.length})</summary>
          <ol className="mt-2 grid gap-1">
            {record.history.map((event, index) => (
              <li key={index}>
                {formatDateTime(event.at)}: {event.note} ({roomStateLabels[event.from]} to {roomStateLabels[event.to]}), by {event.by}
              </li>
            ))}
          </ol>
        </details>
      ) : null}
      {waiving ? <WaiveDialog contractId={contractId} item={item} open={waiving} onOpenChange={setWaiving} /> : null}
    </li>
  );
}
