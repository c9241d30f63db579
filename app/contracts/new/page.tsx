import type { Metadata } from "next";
import { BackButton } from "@/components/layout/back-button";
import { NewContractForm } from "@/components/deals/contracts/new-contract-form";
import { Eyebrow } from "@/components/ui/eyebrow";

export const metadata: Metadata = {
  title: "Create New Contract",
  description: "Draft a purchase contract for a residence: property, parties, financial terms, contingencies and realtor.",
};

export default function NewContractPage() {
  return (
    <div className="mx-auto max-w-4xl px-5 py-14 sm:px-8 sm:py-20">
      <BackButton fallback="/contracts/" />
      <header className="mt-6 mb-10">
        <Eyebrow>Contracts</Eyebrow>
        <h1 className="mt-3 text-4xl sm:text-5xl">Create New Contract</h1>
      </header>
      <NewContractForm />
    </div>
  );
}
