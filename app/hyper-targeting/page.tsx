import type { Metadata } from "next";
import Link from "next/link";
import { Capabilities } from "@/components/hyper-targeting/capabilities";
import { ComplianceStatement } from "@/components/hyper-targeting/compliance-statement";
import { DataSources } from "@/components/hyper-targeting/data-sources";
import { ProcessSteps } from "@/components/hyper-targeting/process-steps";
import { RequestButton } from "@/components/requests/request-button";
import { buttonVariants } from "@/components/ui/button";
import { Eyebrow } from "@/components/ui/eyebrow";

export const metadata: Metadata = {
  title: "Hyper-Targeting",
  description:
    "AI-assisted buyer targeting for hotel-branded residences: lead generation, data integration, mailing list automation and GDPR and CCPA compliance.",
};

export default function HyperTargetingPage() {
  return (
    <>
      <section className="dark bg-background text-foreground">
        <div className="mx-auto max-w-7xl px-5 py-20 sm:px-8 lg:py-28">
          <Eyebrow tone="light">For hotel owners and developers</Eyebrow>
          <h1 className="mt-5 max-w-3xl text-5xl leading-[1.05] sm:text-6xl">Hyper-Targeting</h1>
          <p className="mt-6 max-w-2xl text-lg leading-relaxed text-foreground/85">
            A marketing service that finds the buyers most likely to love a residence, and reaches them personally, lawfully and at the
            right moment.
          </p>
          <div className="mt-10 flex flex-wrap gap-3">
            <RequestButton kind="consultation" subject="Hyper-Targeting" variant="gold" size="lg">
              Schedule a Consultation
            </RequestButton>
            <Link href="/owners" className={buttonVariants({ variant: "outline", size: "lg" })}>
              For Hotel Owners
            </Link>
          </div>
        </div>
      </section>
      <div className="mx-auto max-w-7xl space-y-24 px-5 py-16 sm:px-8 lg:space-y-32 lg:py-24">
        <Capabilities />
        <ProcessSteps />
        <DataSources />
        <ComplianceStatement />
      </div>
    </>
  );
}
