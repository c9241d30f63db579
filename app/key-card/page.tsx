import type { Metadata } from "next";
import { PageHeader } from "@/components/deals/contracts/page-header";
import { KeyCardOpener } from "@/components/contacts/key-card-opener";

export const metadata: Metadata = {
  title: "Key Card",
  description: "Open a key card someone sent you as a link: their name, email and signing key's fingerprint, checked in your browser.",
};

export default function KeyCardPage() {
  return (
    <div className="mx-auto max-w-3xl px-5 py-14 sm:px-8 sm:py-20">
      <PageHeader
        eyebrow="Deals"
        title="Key Card"
        description="A key card names a person and the key they sign contracts with. The card travels after the “#” of its link, which browsers never send to a server: this page reads it in your browser only."
      />
      <div className="mt-10">
        <KeyCardOpener />
      </div>
    </div>
  );
}
