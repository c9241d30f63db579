"use client";

import Link from "next/link";
import { usePathname } from "next/navigation";
import { useEffect, useRef, type KeyboardEvent } from "react";
import { buttonVariants } from "@/components/ui/button";
import { XIcon } from "@/components/ui/icons/x";
import { useSession } from "@/lib/auth/use-session";
import { useSignOutKeepingFocus } from "@/lib/auth/use-sign-out-focus";
import { accountLink, isActivePath, isNavGroup, loginLink, mainNavigation, type NavLink } from "@/lib/navigation";
import { Logo } from "./logo";
import { cn } from "@/lib/utils";

// The panel loads on first use, so it may style its buttons with buttonVariants (no first-load cost).
const wideButton = buttonVariants({ className: "w-full" });
const wideOutlineButton = buttonVariants({ variant: "outline", className: "w-full" });

/**
 * The phone-width menu's panel: a native modal <dialog>, which makes the page behind it inert,
 * closes on Escape and returns focus to the menu button; Tab is kept cycling inside it. It also
 * closes on any navigation. It loads on first use (see mobile-menu.tsx) and opens each time
 * `openRequest` counts up.
 */
export function MobileMenuDialog({ openRequest, onOpenChange }: { openRequest: number; onOpenChange: (open: boolean) => void }) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const pathname = usePathname() ?? "/";
  const session = useSession();
  const { loginRef, signOutHere } = useSignOutKeepingFocus(session);

  useEffect(() => {
    dialogRef.current?.close();
  }, [pathname]);

  useEffect(() => {
    if (openRequest === 0 || dialogRef.current?.open) return;
    dialogRef.current?.showModal();
    onOpenChange(true);
  }, [openRequest, onOpenChange]);

  function close() {
    dialogRef.current?.close();
  }

  return (
    <dialog
      ref={dialogRef}
      id="mobile-menu"
      aria-label="Menu"
      onClose={() => onOpenChange(false)}
      onKeyDown={trapTab}
      onClick={(event) => {
        // A click on the backdrop (the dialog element itself, outside its panel) closes it.
        if (event.target === event.currentTarget) close();
      }}
      className="fixed inset-0 m-0 ml-auto h-dvh max-h-none w-full max-w-sm bg-background p-0 text-foreground shadow-lift backdrop:bg-ink/60 open:animate-fade-in lg:hidden"
    >
      <div className="flex h-full flex-col">
        <div className="flex h-(--header-height) items-center justify-between border-b border-border px-5">
          <Logo />
          <button type="button" className={buttonVariants({ variant: "ghost", size: "icon" })} aria-label="Close menu" onClick={close}>
            <XIcon className="size-6" />
          </button>
        </div>
        <nav aria-label="Main" className="flex-1 overflow-y-auto px-5 py-6">
          <ul className="space-y-1">
            {mainNavigation.map((entry) =>
              isNavGroup(entry) ? (
                <li key={entry.label} className="pt-4">
                  <p className="px-3 pb-1 text-xs font-medium caps-wide text-muted-foreground">{entry.label}</p>
                  <ul>
                    {entry.items.map((item) => (
                      <MenuLink key={item.href} link={item} pathname={pathname} onNavigate={close} />
                    ))}
                  </ul>
                </li>
              ) : (
                <MenuLink key={entry.href} link={entry} pathname={pathname} onNavigate={close} />
              ),
            )}
          </ul>
        </nav>
        <div className="border-t border-border p-5">
          {session ? (
            <div className="space-y-3">
              <p className="text-sm text-muted-foreground">
                Signed in as <span className="font-medium text-foreground">{session.firstName}</span>
              </p>
              <Link href={accountLink.href} onClick={close} className={wideButton}>
                {accountLink.label}
              </Link>
              <button type="button" onClick={signOutHere} className={wideOutlineButton}>
                Sign Out
              </button>
            </div>
          ) : (
            <Link ref={loginRef} href={loginLink.href} onClick={close} className={wideButton}>
              {loginLink.label}
            </Link>
          )}
        </div>
      </div>
    </dialog>
  );
}

/** Keeps Tab and Shift+Tab cycling inside the open menu instead of leaving for the browser chrome. */
function trapTab(event: KeyboardEvent<HTMLDialogElement>) {
  if (event.key !== "Tab") return;
  const focusable = Array.from(event.currentTarget.querySelectorAll<HTMLElement>("a[href], button:not([disabled])"));
  const first = focusable[0];
  const last = focusable[focusable.length - 1];
  if (!first || !last) return;
  if (event.shiftKey && document.activeElement === first) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault();
    first.focus();
  }
}

function MenuLink({ link, pathname, onNavigate }: { link: NavLink; pathname: string; onNavigate: () => void }) {
  const active = isActivePath(link.href, pathname);
  return (
    <li>
      <Link
        href={link.href}
        onClick={onNavigate}
        aria-current={active ? "page" : undefined}
        className={cn(
          "flex min-h-12 items-center rounded-md px-3 font-display text-2xl transition-colors hover:bg-secondary hover:text-foreground",
          active ? "bg-secondary text-foreground" : "text-foreground/85",
        )}
      >
        {link.label}
      </Link>
    </li>
  );
}
