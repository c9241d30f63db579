"use client";

import { lazy, Suspense, useState } from "react";
import { buttonClasses } from "@/components/ui/button-classes";
import { PenIcon } from "@/components/ui/icons/pen";
import { TabStrip, tabPanelProps } from "@/components/ui/tab-strip";
import type { Contract } from "@/lib/schemas/contract";
import { CancelContractButton } from "./cancel-contract-button";
import { ContractHeading, contractHeaderClass } from "./contract-heading";
import { ContractLink } from "./contract-link";
import { ContractOverview } from "./contract-overview";
import { DownloadPdfButton } from "./download-pdf-button";

// The tabs after Overview load when first opened.
const ContractTerms = lazy(() => import("./contract-terms").then((module) => ({ default: module.ContractTerms })));
const ContractTimeline = lazy(() => import("./contract-timeline").then((module) => ({ default: module.ContractTimeline })));
const ContractMessagesTab = lazy(() => import("./contract-messages-tab").then((module) => ({ default: module.ContractMessagesTab })));

const tabs = [
  { value: "overview", label: "Overview" },
  { value: "details", label: "Details" },
  { value: "timeline", label: "Timeline" },
  { value: "messages", label: "Messages" },
] as const;

type Tab = (typeof tabs)[number]["value"];

const ID_BASE = "contract-view";

/** The contract itself: header, actions, the four tabs and the way to cancel. */
export function ContractView({ contract }: { contract: Contract }) {
  const [tab, setTab] = useState<Tab>("overview");
  return (
    <div className="mx-auto max-w-6xl px-5 py-14 sm:px-8 sm:py-20">
      <header className={contractHeaderClass}>
        <ContractHeading contract={contract} />
        <div className="flex shrink-0 flex-wrap gap-3">
          <DownloadPdfButton contract={contract} />
          <ContractLink id={contract.id} subpage="sign" className={buttonClasses()}>
            <PenIcon />
            Sign Contract
          </ContractLink>
        </div>
      </header>

      <div className="mt-10 grid gap-8">
        <TabStrip label="Contract sections" idBase={ID_BASE} items={tabs} value={tab} onValueChange={setTab} />
        <div {...tabPanelProps(ID_BASE, tab)} className="rounded-sm outline-hidden focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-4">
          {/* The sections inside each tab are h3s: this names the open tab between them and the h1. */}
          <h2 className="sr-only">{tabs.find((item) => item.value === tab)?.label}</h2>
          {tab === "overview" ? <ContractOverview contract={contract} /> : null}
          <Suspense fallback={<p className="py-10 text-muted-foreground">Loading…</p>}>
            {tab === "details" ? <ContractTerms contract={contract} /> : null}
            {tab === "timeline" ? <ContractTimeline contract={contract} /> : null}
            {tab === "messages" ? <ContractMessagesTab contract={contract} /> : null}
          </Suspense>
        </div>
      </div>

      <div className="mt-12 flex justify-end border-t border-border pt-6">
        <CancelContractButton contract={contract} />
      </div>
    </div>
  );
}

