"use client";

import Link from "next/link";
import { useMemo } from "react";
import { buttonVariants } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { sampleContractIds } from "@/lib/catalogue/contract-samples";
import { sampleTransactionIds } from "@/lib/catalogue/transaction-samples";
import { contractsCreatedHere, newestFirst, paymentsMadeHere } from "@/lib/account/activity";
import { clearSession } from "@/lib/auth/session-write";
import { useSessionState } from "@/lib/auth/use-session";
import { store, useCollection, useStoreStatus } from "@/lib/store";
import { ActivityGroup } from "./activity-record";
import { ApplicationItem, ContractItem, OfferItem, PaymentItem, RequestItem } from "./activity-cards";
import { DataControls } from "./data-controls";
import { ProfileCard } from "./profile-card";

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

  const loading = [accounts, offers, applications, transactions, contracts, requests].some((state) => state.status === "loading");

  const groups = useMemo(
    () => ({
      offers: newestFirst(offers.data ?? [], (offer) => offer.createdAt),
      applications: newestFirst(applications.data ?? [], (application) => application.createdAt),
      payments: paymentsMadeHere(transactions.data ?? [], sampleTransactionIds),
      contracts: contractsCreatedHere(contracts.data ?? [], sampleContractIds),
      requests: newestFirst(requests.data ?? [], (request) => request.createdAt),
    }),
    [offers.data, applications.data, transactions.data, contracts.data, requests.data],
  );
  const total = Object.values(groups).reduce((sum, list) => sum + list.length, 0);
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
        {loading ? (
          <div className="space-y-4">
            <p className="text-sm text-muted-foreground">Opening what this browser has saved…</p>
            <Skeleton className="h-9 w-48" />
            <Skeleton className="h-36 w-full" />
            <Skeleton className="h-36 w-full" />
          </div>
        ) : total === 0 ? (
          <EmptyActivity />
        ) : (
          <>
            <p className="text-sm text-muted-foreground">
              <span className="tabular">{total}</span> {total === 1 ? "item" : "items"} submitted from this browser, newest first.
            </p>
            <ActivityGroup id="offers-title" title="Offers" count={groups.offers.length}>
              {groups.offers.map((offer) => (
                <OfferItem key={offer.id} offer={offer} />
              ))}
            </ActivityGroup>
            <ActivityGroup id="applications-title" title="Applications" count={groups.applications.length}>
              {groups.applications.map((application) => (
                <ApplicationItem key={application.id} application={application} />
              ))}
            </ActivityGroup>
            <ActivityGroup id="payments-title" title="Payments and bookings" count={groups.payments.length}>
              {groups.payments.map((transaction) => (
                <PaymentItem key={transaction.id} transaction={transaction} />
              ))}
            </ActivityGroup>
            <ActivityGroup id="contracts-title" title="Contracts" count={groups.contracts.length}>
              {groups.contracts.map((contract) => (
                <ContractItem key={contract.id} contract={contract} />
              ))}
            </ActivityGroup>
            <ActivityGroup id="requests-title" title="Requests" count={groups.requests.length}>
              {groups.requests.map((request) => (
                <RequestItem key={request.id} request={request} />
              ))}
            </ActivityGroup>
          </>
        )}
      </div>
      <aside aria-label="Profile and data" className="space-y-6 lg:sticky lg:top-[calc(var(--header-height)+2rem)] lg:self-start">
        {sessionState === undefined ? <Skeleton className="h-72 w-full" /> : <ProfileCard session={session} account={account} />}
        {/* The reset deletes every account, so the session it pointed at ends too. */}
        <DataControls onReset={clearSession} />
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
