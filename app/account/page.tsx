import type { Metadata } from "next";
import { Suspense } from "react";
import { AccountActivityLoader } from "@/components/account/account-activity-loader";
import { Skeleton } from "@/components/ui/skeleton";
import { Eyebrow } from "@/components/ui/eyebrow";

export const metadata: Metadata = {
  title: "My Activity",
  description:
    "Your shortlist, saved searches and everything this browser has submitted: offers, applications, payments, bookings, contracts and requests, with backup and reset.",
};

export default function AccountPage() {
  return (
    <div className="mx-auto max-w-7xl px-5 py-14 sm:px-8 lg:py-20">
      <header className="max-w-2xl">
        <Eyebrow>Your account</Eyebrow>
        <h1 className="mt-4 text-5xl leading-[1.05] sm:text-6xl">My activity</h1>
        <p className="mt-5 text-lg leading-relaxed text-muted-foreground">
          Your shortlist, your saved searches and everything submitted from this browser, newest first. In this preview it is kept on this
          device and not sent to anyone.
        </p>
      </header>
      <div className="mt-12">
        <Suspense fallback={<ActivitySkeleton />}>
          <AccountActivityLoader />
        </Suspense>
      </div>
    </div>
  );
}

function ActivitySkeleton() {
  return (
    <div aria-busy="true" aria-label="Loading your activity" className="grid gap-10 lg:grid-cols-[1fr_22rem]">
      <div className="space-y-4">
        <Skeleton className="h-9 w-48" />
        <Skeleton className="h-36 w-full" />
        <Skeleton className="h-36 w-full" />
      </div>
      <Skeleton className="h-72 w-full" />
    </div>
  );
}
