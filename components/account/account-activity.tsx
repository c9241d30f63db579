"use client";

import Link from "next/link";
import { useMemo, type ReactNode } from "react";
import { buttonVariants } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { sampleContractIds } from "@/lib/catalogue/contracts";
import { sampleTransactionIds } from "@/lib/catalogue/transaction-samples";
import { activityByOwner, activityCount, type ActivityGroups as Groups } from "@/lib/account/activity-groups";
import { clearSession } from "@/lib/auth/session-write";
import { useSessionState } from "@/lib/auth/use-session";
import { store, useCollection, useStoreStatus } from "@/lib/store";
import { ActivityGroups } from "./activity-groups";
import { DataControls } from "./data-controls";
import { ProfileCard } from "./profile-card";
import { SavedSearchesSection } from "./saved-searches-section";
import { ShortlistSection } from "./shortlist-section";
import { ContactsSection } from "@/components/contacts/contacts-section";
import { SigningKeySection } from "@/components/contacts/signing-key-section";

const SAMPLE_IDS = { contracts: sampleContractIds, transactions: sampleTransactionIds };

/** /account: everything this browser submitted, newest first, with the profile and data controls. */
export function AccountActivity() {
  // Undefined until this browser's storage is read (right after hydration): the profile waits.
  const sessionState = useSessionState();
  const session = sessionState ?? null;
  const status = useStoreStatus();
  const accounts = useCollection(store.accounts);
  const offers = useCollection(store.offers);
  const applications = useCollection(store.applications);
  const transactions = useCollection(store.transactions);
  const contracts = useCollection(store.contracts);
  const requests = useCollection(store.requests);

  const viewer = session?.accountId ?? null;
  const loading =
    sessionState === undefined ||
    [accounts, offers, applications, transactions, contracts, requests].some((state) => state.status === "loading");

  const parts = useMemo(
    () =>
      activityByOwner(
        {
          offers: offers.data,
          applications: applications.data,
          transactions: transactions.data,
          contracts: contracts.data,
          requests: requests.data,
        },
        viewer,
        SAMPLE_IDS,
      ),
    [offers.data, applications.data, transactions.data, contracts.data, requests.data, viewer],
  );
  const mine = activityCount(parts.mine);
  const signedOut = activityCount(parts.signedOut);
  const account =
    !session || accounts.status === "loading" ? undefined : ((accounts.data ?? []).find((entry) => entry.id === session.accountId) ?? null);

  return (
    <div className="grid gap-10 lg:grid-cols-[1fr_22rem] lg:gap-14">
      <div className="min-w-0 space-y-12" aria-busy={loading || undefined}>
        {status.persistence === "memory" && status.lastError ? (
          <p role="status" className="rounded-md border border-gold bg-gold/10 p-4 text-sm leading-relaxed">
            {status.lastError}
          </p>
        ) : null}
        <ShortlistSection signedIn={session !== null} />
        <SavedSearchesSection signedIn={session !== null} />
        <SigningKeySection />
        <ContactsSection signedIn={session !== null} />
        {loading ? (
          <div className="space-y-4">
            <p className="text-sm text-muted-foreground">Opening what this browser has saved…</p>
            <Skeleton className="h-9 w-48" />
            <Skeleton className="h-36 w-full" />
            <Skeleton className="h-36 w-full" />
          </div>
        ) : mine + signedOut === 0 ? (
          <EmptyActivity />
        ) : session ? (
          <>
            <ActivitySection id="mine" title={`Yours, ${session.firstName}`} count={mine} groups={parts.mine}>
              {mine === 0
                ? "Nothing made while signed in to this account yet."
                : "Made while signed in to this account, newest first. Other accounts on this browser do not see them."}
            </ActivitySection>
            {signedOut > 0 ? (
              <ActivitySection id="signed-out" title="Made in this browser while signed out" count={signedOut} groups={parts.signedOut}>
                Anyone who uses this browser signed out sees these too.
              </ActivitySection>
            ) : null}
          </>
        ) : (
          <>
            <p className="text-sm text-muted-foreground">
              <span className="tabular">{signedOut}</span> {signedOut === 1 ? "item" : "items"} made in this browser while signed out,
              newest first. Records made while signed in show here once you sign in to that account.
            </p>
            <ActivityGroups groups={parts.signedOut} idPrefix="signed-out" level={2} />
          </>
        )}
      </div>
      <aside aria-label="Profile and data" className="space-y-6 lg:sticky lg:top-[calc(var(--header-height)+2rem)] lg:self-start">
        {sessionState === undefined ? <Skeleton className="h-72 w-full" /> : <ProfileCard session={session} account={account} />}
        {/* A signed-in reset deletes the account, so its session ends too (signed out, there is none). */}
        <DataControls session={session} onReset={clearSession} />
      </aside>
    </div>
  );
}

function EmptyActivity() {
  const links = [
    { href: "/buy", label: "Browse residences and make an offer" },
    { href: "/realtor-application", label: "Apply as a realtor partner" },
    { href: "/rent", label: "Book a stay or list your residence" },
  ];
  return (
    <section aria-labelledby="empty-title" className="rounded-lg border border-dashed border-muted-foreground/40 p-8 text-center">
      <h2 id="empty-title" className="text-3xl">
        Nothing submitted yet
      </h2>
      <p className="mx-auto mt-3 max-w-md leading-relaxed text-muted-foreground">
        Offers, applications, payments, bookings, contracts and requests you make in this browser will appear here.
      </p>
      <ul className="mt-6 flex flex-wrap justify-center gap-3">
        {links.map((link) => (
          <li key={link.href}>
            <Link href={link.href} prefetch={false} className={buttonVariants({ variant: "outline" })}>
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

function ActivitySection({
  id,
  title,
  count,
  groups,
  children,
}: {
  id: string;
  title: string;
  count: number;
  groups: Groups;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={`${id}-title`} className="space-y-8">
      <div>
        <h2 id={`${id}-title`} className="flex items-baseline gap-3 text-4xl">
          {title}
          <span className="tabular font-sans text-sm text-muted-foreground">({count})</span>
        </h2>
        <p className="mt-2 text-sm text-muted-foreground">{children}</p>
      </div>
      <ActivityGroups groups={groups} idPrefix={id} level={3} />
    </section>
  );
}
