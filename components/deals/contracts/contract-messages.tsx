"use client";

import { InfoIcon } from "@/components/ui/icons/info";
import { MessageThread } from "@/components/messages/message-thread";
import type { Contract } from "@/lib/schemas/contract";
import type { ContractMessagesSample } from "@/lib/deals/contracts/preview";
import { useVisibleRecord } from "@/lib/account/use-visible-record";
import { keptWhere } from "@/lib/kept-where";
import { store, useRecordsLocation } from "@/lib/store";
import { ContractSubpageHeading } from "./contract-subpage-heading";
import { ContractLoading, ContractNotFound } from "./contract-states";

function Participants({ contract }: { contract: Contract }) {
  const people = [
    { role: "Buyer", name: contract.buyer.name, detail: contract.buyer.email },
    { role: "Seller", name: contract.seller.name, detail: contract.seller.email },
    { role: "Realtor", name: contract.realtor.name, detail: `License ${contract.realtor.license}` },
  ];
  return (
    <section aria-labelledby="participants" className="rounded-lg border border-border bg-card p-6 shadow-soft">
      <h2 id="participants" className="text-2xl">
        Participants
      </h2>
      <ul className="mt-4 grid gap-4">
        {people.map((person) => (
          <li key={person.role} className="min-w-0">
            <p className="text-xs font-medium caps text-gold-ink">{person.role}</p>
            <p className="mt-1 font-medium break-words">{person.name}</p>
            <p className="text-sm break-all text-muted-foreground">{person.detail}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}

function MessagesView({ contract, initialMessages }: { contract: Contract; initialMessages?: ContractMessagesSample["messages"] }) {
  const location = useRecordsLocation();
  return (
    <div className="mx-auto max-w-6xl px-5 py-14 sm:px-8 sm:py-20">
      <ContractSubpageHeading contract={contract} title="Contract Messages" />
      <div className="mt-10 grid grid-cols-1 gap-6 lg:grid-cols-[18rem_minmax(0,1fr)]">
        <div className="grid content-start gap-6">
          <Participants contract={contract} />
          <aside aria-labelledby="messages-note" className="flex gap-3 rounded-lg border border-border p-5 text-sm">
            <InfoIcon className="mt-0.5 size-5 text-gold-ink" />
            <div>
              <h2 id="messages-note" className="font-sans text-sm font-semibold tracking-normal">
                {`Kept ${keptWhere(location, "in this browser")}`}
              </h2>
              <p className="mt-1 leading-relaxed text-muted-foreground">
                {`Messages and attachments are saved ${keptWhere(location, "on this device only")}.`} In this preview they are not encrypted
                or sent to the other parties, and anyone using this browser can read them.
              </p>
            </div>
          </aside>
        </div>
        <MessageThread
          className="order-first lg:order-none"
          threadId={contract.id}
          title="Conversation"
          author={{ sender: contract.buyer.name, role: "Buyer" }}
          composerLabel={`Message to ${contract.seller.name} and ${contract.realtor.name}`}
          attach="icon"
          rows={2}
          initialMessages={initialMessages}
        />
      </div>
    </div>
  );
}

/**
 * /contracts/{id}/messages: the thread of one contract, written as its buyer. For a sample
 * contract the page is drawn from build-time data until the store answers (the same markup, so
 * nothing moves and the text is in the HTML); a contract made in this browser waits for the store.
 */
export function ContractMessages({ id, sample }: { id: string; sample?: ContractMessagesSample }) {
  const record = useVisibleRecord(store.contracts, id);
  if (record.status === "loading") {
    return sample ? (
      <MessagesView contract={sample.contract} initialMessages={sample.messages} />
    ) : (
      <ContractLoading label="Loading the messages…" />
    );
  }
  if (record.status === "missing" || !record.data) return <ContractNotFound id={id} />;
  return <MessagesView contract={record.data} />;
}
