import type { Metadata } from "next";
import Link from "next/link";
import { ContractList } from "@/components/deals/contracts/contract-list";
import { PageHeader } from "@/components/deals/contracts/page-header";
import { PendingPart } from "@/components/layout/pending-part";
import { buttonVariants } from "@/components/ui/button";
import { PlusIcon } from "@/components/ui/icons/plus";

export const metadata: Metadata = {
  title: "Contract Management",
  description: "Every purchase contract in one place: search, filter by status, amount and deadline, and open a contract to sign it.",
};

export default function ContractsPage() {
  return (
    <div className="mx-auto max-w-7xl px-5 py-14 sm:px-8 sm:py-20">
      <PageHeader
        eyebrow="Deals"
        title="Contract Management"
        description="Purchase contracts for hotel-branded residences: the samples and every contract created in this browser."
        actions={
          <Link href="/contracts/new/" className={buttonVariants({ size: "lg" })}>
            <PlusIcon />
            New Contract
          </Link>
        }
      />
      <div className="mt-10">
        <PendingPart mark="url" loading="Loading your search…">
          <ContractList />
        </PendingPart>
      </div>
    </div>
  );
}
