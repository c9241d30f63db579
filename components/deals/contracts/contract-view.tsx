"use client";

import { Suspense, useState } from "react";
import { buttonVariants } from "@/components/ui/button";
import { PenIcon } from "@/components/ui/icons/pen";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import type { Contract } from "@/lib/schemas/contract";
import { lazyPart } from "@/components/layout/lazy-part";
import { CancelContractButton } from "./cancel-contract-button";
import { ContractHeading, contractHeaderClass } from "./contract-heading";
import { ContractLink } from "./contract-link";
import { ContractOverview } from "./contract-overview";
import { DownloadPdfButton } from "./download-pdf-button";
import { ContractDealActions } from "@/components/deals/escrow/contract-deal-actions";
import { PacketActions } from "@/components/deals/packets/packet-actions";
import { RoomProgress } from "@/components/deals/room/room-progress";
import { PaymentSchedulePart } from "@/components/deals/schedule/payment-schedule-part";

// The tabs after Overview load when first opened.
const ContractTerms = lazyPart(
  () => import("./contract-terms"),
  (module) => module.ContractTerms,
);
const ContractTimeline = lazyPart(
  () => import("./contract-timeline"),
  (module) => module.ContractTimeline,
);
const ContractMessagesTab = lazyPart(
  () => import("./contract-messages-tab"),
  (module) => module.ContractMessagesTab,
);

const DealRoom = lazyPart(
  () => import("@/components/deals/room/deal-room"),
  (module) => module.DealRoom,
);

const tabs = [
  { value: "overview", label: "Overview" },
  { value: "details", label: "Details" },
  { value: "timeline", label: "Timeline" },
  { value: "messages", label: "Messages" },
  { value: "room", label: "Deal room" },
] as const;

type Tab = (typeof tabs)[number]["value"];

/** The contract itself: header, actions, the five tabs (the deal room last) and the way to cancel. */
export function ContractView({ contract }: { contract: Contract }) {
  const [tab, setTab] = useState<Tab>("overview");
  return (
    <div className="mx-auto max-w-6xl px-5 py-14 sm:px-8 sm:py-20">
      <header className={contractHeaderClass}>
        <ContractHeading contract={contract} />
        <div className="flex shrink-0 flex-wrap gap-3">
          <DownloadPdfButton contract={contract} />
          <ContractLink id={contract.id} subpage="sign" className={buttonVariants()}>
            <PenIcon />
            Sign Contract
          </ContractLink>
        </div>
      </header>

      <Tabs value={tab} onValueChange={(value) => setTab(value as Tab)} gap="loose" className="mt-10">
        <TabsList aria-label="Contract sections">
          {tabs.map((item) => (
            <TabsTrigger key={item.value} value={item.value}>
              {item.label}
            </TabsTrigger>
          ))}
        </TabsList>
        {tabs.map((item) => (
          <TabsContent key={item.value} value={item.value}>
            {/* The sections inside each tab are h3s: this names the open tab between them and the h1. */}
            <h2 className="sr-only">{item.label}</h2>
            {item.value === "overview" ? (
              <ContractOverview contract={contract} />
            ) : (
              <Suspense fallback={<p className="py-10 text-muted-foreground">Loading…</p>}>
                {item.value === "details" ? <ContractTerms contract={contract} /> : null}
                {item.value === "timeline" ? <ContractTimeline contract={contract} /> : null}
                {item.value === "messages" ? <ContractMessagesTab contract={contract} /> : null}
                {item.value === "room" ? <DealRoom contract={contract} /> : null}
              </Suspense>
            )}
          </TabsContent>
        ))}
      </Tabs>

      {/* After the contract itself: the deal's next steps draw once the transactions are read, and
          above the tabs their late arrival pushed the page down and became its largest paint. */}
      <div className="mt-10">
        <RoomProgress contract={contract} />
      </div>
      <ContractDealActions contract={contract} />
      <PaymentSchedulePart contract={contract} />
      <PacketActions contract={contract} />

      <div className="mt-12 flex justify-end border-t border-border pt-6">
        <CancelContractButton contract={contract} />
      </div>
    </div>
  );
}
