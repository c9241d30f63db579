"use client";

import Link from "next/link";
import { Button, buttonVariants } from "@/components/ui/button";
import { signOut } from "@/lib/auth/sign-out";
import type { Session } from "@/lib/auth/session";
import { loginHref } from "@/lib/auth/safe-next";
import { roleLabels, type Account } from "@/lib/schemas/account";

type ProfileCardProps = {
  session: Session | null;
  /** The session's account in this browser's store: undefined while loading, null when gone. */
  account: Account | null | undefined;
};

/** Who is signed in on this device, or how to sign in. */
export function ProfileCard({ session, account }: ProfileCardProps) {
  if (!session) {
    return (
      <section aria-labelledby="profile-title" className="rounded-lg border border-border bg-card p-6 shadow-soft">
        <h2 id="profile-title" className="text-2xl">
          Not signed in
        </h2>
        <p className="mt-2 text-sm leading-relaxed text-muted-foreground">
          My activity shows what this browser submitted, signed in or not. Sign in to have your name, email and phone filled in on offers,
          requests and applications.
        </p>
        <div className="mt-5 flex flex-wrap gap-3">
          <Link href={loginHref("/account/")} className={buttonVariants({})}>
            Log In
          </Link>
          <Link href={loginHref("/account/", "new")} className={buttonVariants({ variant: "outline" })}>
            Create an account
          </Link>
        </div>
      </section>
    );
  }

  return (
    <section aria-labelledby="profile-title" className="rounded-lg border border-border bg-card p-6 shadow-soft">
      <p className="text-xs font-medium caps-wide text-gold-ink">Signed in</p>
      <h2 id="profile-title" className="mt-2 text-3xl break-words">
        {session.firstName} {session.lastName}
      </h2>
      <dl className="mt-4 grid gap-3 text-sm">
        <div>
          <dt className="text-xs caps text-muted-foreground">Role</dt>
          <dd>{roleLabels[session.role]}</dd>
        </div>
        <div>
          <dt className="text-xs caps text-muted-foreground">Email</dt>
          <dd className="break-all">{session.email}</dd>
        </div>
        <div>
          <dt className="text-xs caps text-muted-foreground">Phone</dt>
          <dd>{session.phone}</dd>
        </div>
        {account?.organisation ? (
          <div>
            <dt className="text-xs caps text-muted-foreground">Organisation</dt>
            <dd className="break-words">{account.organisation}</dd>
          </div>
        ) : null}
      </dl>
      {account === null ? (
        <p role="status" className="mt-4 rounded-md bg-muted p-3 text-sm leading-relaxed">
          This account is no longer saved in this browser (the demo data was reset or a backup was restored). Sign out, then create it again
          if you need it.
        </p>
      ) : null}
      <p className="mt-4 text-sm leading-relaxed text-muted-foreground">The account lives in this browser on this device only.</p>
      <Button type="button" variant="outline" className="mt-5" onClick={() => void signOut()}>
        Sign Out
      </Button>
    </section>
  );
}
