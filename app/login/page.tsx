import type { Metadata } from "next";
import { Suspense } from "react";
import { LoginIntro } from "@/components/auth/login-intro";
import { LoginPanelLoader } from "@/components/auth/login-panel-loader";
import { PendingPart } from "@/components/layout/pending-part";
import { Skeleton } from "@/components/ui/skeleton";
import { site } from "@/lib/site";

export const metadata: Metadata = {
  title: "Log In or Create an Account",
  description: `Sign in to ${site.name}, or create a buyer, realtor, seller or finance account in this browser.`,
};

export default function LoginPage() {
  return (
    <div className="mx-auto grid max-w-7xl gap-12 px-5 py-14 sm:px-8 lg:grid-cols-[1fr_1.15fr] lg:gap-20 lg:py-24">
      <LoginIntro />
      <div className="self-start rounded-lg border border-border bg-card p-5 shadow-soft sm:p-8">
        {/* The forms read ?tab, ?role and ?next from the address, which a static page only knows in the browser. */}
        <PendingPart mark="url" loading="Loading the sign-in form…">
          <Suspense fallback={<LoginSkeleton />}>
            <LoginPanelLoader />
          </Suspense>
        </PendingPart>
      </div>
    </div>
  );
}

function LoginSkeleton() {
  return (
    <div aria-busy="true" aria-label="Loading the sign-in form" className="space-y-6">
      <Skeleton className="h-11 w-full" />
      <Skeleton className="h-9 w-1/2" />
      <Skeleton className="h-11 w-full" />
      <Skeleton className="h-11 w-full" />
      <Skeleton className="h-12 w-full" />
    </div>
  );
}
