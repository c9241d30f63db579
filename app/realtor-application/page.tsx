import type { Metadata } from "next";
import { Suspense } from "react";
import { ApplicationIntro } from "@/components/application/application-intro";
import { ApplicationWizardLoader } from "@/components/application/application-wizard-loader";
import { PendingPart } from "@/components/layout/pending-part";
import { Skeleton } from "@/components/ui/skeleton";

export const metadata: Metadata = {
  title: "Realtor Partnership Application",
  description: "Apply to become a realtor partner: five short sections, your license and references, and the 70/30 commission split.",
};

export default function RealtorApplicationPage() {
  return (
    <div className="mx-auto grid max-w-7xl gap-12 px-5 py-14 sm:px-8 lg:grid-cols-[1fr_2fr] lg:gap-16 lg:py-20">
      <ApplicationIntro />
      <div className="self-start rounded-lg border border-border bg-card p-5 shadow-soft sm:p-8">
        <PendingPart mark="draft" loading="Opening your application…">
          <Suspense fallback={<WizardSkeleton />}>
            <ApplicationWizardLoader />
          </Suspense>
        </PendingPart>
      </div>
    </div>
  );
}

function WizardSkeleton() {
  return (
    <div aria-busy="true" aria-label="Loading the application" className="space-y-6">
      <Skeleton className="h-4 w-24" />
      <Skeleton className="h-2 w-full" />
      <Skeleton className="h-10 w-2/3" />
      <Skeleton className="h-24 w-full" />
      <Skeleton className="h-11 w-full" />
      <Skeleton className="h-11 w-full" />
    </div>
  );
}
