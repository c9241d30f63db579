"use client";

import Link from "next/link";
import { usePathname } from "next/navigation";
import { DisclosureMenu, DisclosureMenuContent, DisclosureMenuTrigger } from "@/components/ui/disclosure-menu";
import { isActivePath, isNavGroup, mainNavigation } from "@/lib/navigation";
import { cn } from "@/lib/utils";

const topLinkClass =
  "inline-flex min-h-11 items-center rounded-md px-3 text-xs font-medium caps text-foreground/80 transition-colors hover:text-foreground data-[active=true]:text-foreground data-[active=true]:underline data-[active=true]:decoration-gold data-[active=true]:decoration-2 data-[active=true]:underline-offset-[10px]";

/**
 * Desktop navigation: top links and the two dropdowns, operable by mouse, touch and keyboard. The
 * top links are not prefetched (see Logo): they are in view on every page, and prefetching a page
 * with a hero downloads that image.
 */
export function DesktopNav() {
  const pathname = usePathname() ?? "/";

  return (
    <nav aria-label="Main" className="hidden lg:block">
      <ul className="flex items-center gap-1">
        {mainNavigation.map((entry) => {
          if (!isNavGroup(entry)) {
            const active = isActivePath(entry.href, pathname);
            return (
              <li key={entry.href}>
                <Link
                  href={entry.href}
                  prefetch={false}
                  className={topLinkClass}
                  data-active={active}
                  aria-current={active ? "page" : undefined}
                >
                  {entry.label}
                </Link>
              </li>
            );
          }
          const groupActive = entry.items.some((item) => isActivePath(item.href, pathname));
          return (
            <li key={entry.label}>
              <DisclosureMenu>
                <DisclosureMenuTrigger className={topLinkClass} data-active={groupActive}>
                  {entry.label}
                </DisclosureMenuTrigger>
                <DisclosureMenuContent>
                  <ul className="grid gap-1 p-2">
                    {entry.items.map((item) => {
                      const active = isActivePath(item.href, pathname);
                      return (
                        <li key={item.href}>
                          <Link
                            href={item.href}
                            aria-current={active ? "page" : undefined}
                            className={cn(
                              "flex min-h-11 items-center rounded-md px-3 text-sm transition-colors hover:bg-secondary hover:text-foreground focus-visible:bg-secondary",
                              active ? "bg-secondary font-medium text-foreground" : "text-foreground/85",
                            )}
                          >
                            {item.label}
                          </Link>
                        </li>
                      );
                    })}
                  </ul>
                </DisclosureMenuContent>
              </DisclosureMenu>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
