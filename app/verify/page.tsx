import type { Metadata } from "next";
import { PageHeader } from "@/components/deals/contracts/page-header";
import { VerifyPacket } from "@/components/deals/verify/verify-packet";

export const metadata: Metadata = {
  title: "Verify a Contract",
  description: "Check the signatures of a contract PDF from this site, offline in your browser: valid, changed since signing, or invalid.",
};

export default function VerifyPage() {
  return (
    <div className="mx-auto max-w-4xl px-5 py-14 sm:px-8 sm:py-20">
      <PageHeader
        eyebrow="Deals"
        title="Verify a Contract"
        description="A contract PDF from this site carries the contract and each signature with its public key. This page reads them from the file and checks every signature in your browser: the file is not uploaded anywhere."
      />
      <div className="mt-10">
        <VerifyPacket />
      </div>
    </div>
  );
}
