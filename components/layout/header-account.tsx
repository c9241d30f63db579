"use client";

import Link from "next/link";
import { DisclosureMenu, DisclosureMenuContent, DisclosureMenuTrigger } from "@/components/ui/disclosure-menu";
import { useSessionState } from "@/lib/auth/use-session";
import { useSignOutKeepingFocus } from "@/lib/auth/use-sign-out-focus";
import { accountLink, loginLink } from "@/lib/navigation";
import { usePendingMark } from "@/lib/first-paint/use-pending-mark";

const nameClass =
  "min-h-11 rounded-md border border-foreground/45 px-3 text-sm font-medium text-foreground transition-colors hover:bg-secondary focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-hidden";
const itemClass =
  "flex min-h-11 w-full cursor-pointer items-center rounded-md px-3 text-left text-sm text-foreground/85 transition-colors hover:bg-secondary hover:text-foreground focus-visible:bg-secondary";

/**
 * The header's account corner: LOG IN while signed out; once signed in, the person's first name
 * opening a small menu (My activity, Sign Out). The static HTML shows LOG IN; when a session is
 * stored, LOG IN stays hidden (the first-paint mark) until the session, read right after
 * hydration, replaces it.
 */
export function HeaderAccount({ loginClassName }: { loginClassName: string }) {
  const state = useSessionState();
  const session = state ?? null;
  const { loginRef, signOutHere } = useSignOutKeepingFocus(session);
  usePendingMark("session", state !== undefined);

  if (!session) {
    return (
      <Link ref={loginRef} href={loginLink.href} className={loginClassName} data-pending-part="session">
        {loginLink.label}
      </Link>
    );
  }

  return (
    <DisclosureMenu className="hidden sm:block">
      <DisclosureMenuTrigger className={nameClass}>
        <span className="sr-only">Signed in as </span>
        <span className="max-w-40 truncate">{session.firstName}</span>
      </DisclosureMenuTrigger>
      <DisclosureMenuContent className="left-auto! right-0 min-w-48">
        <ul className="grid gap-1 p-2">
          <li>
            <Link href={accountLink.href} className={itemClass}>
              {accountLink.label}
            </Link>
          </li>
          <li>
            <button type="button" className={itemClass} onClick={signOutHere}>
              Sign Out
            </button>
          </li>
        </ul>
      </DisclosureMenuContent>
    </DisclosureMenu>
  );
}
