import Link from "next/link";
import { site } from "@/lib/site";
import { isNavGroup, legalLinks, loginLink, mainNavigation, verifyLink, type NavLink } from "@/lib/navigation";
import { cn } from "@/lib/utils";

// Footer links are not prefetched: the footer is in view on short pages, and prefetching a page
// with a hero downloads that image.
const footerLinkClass =
  "inline-flex min-h-11 items-center text-sm text-ivory/75 transition-colors hover:text-ivory focus-visible:text-ivory";

/** The footer: navigation repeated, legal pages and the concierge mail link. */
export function SiteFooter() {
  const topLinks: NavLink[] = mainNavigation.filter((entry): entry is NavLink => !isNavGroup(entry));
  const groups = mainNavigation.filter(isNavGroup);

  return (
    <footer className="dark bg-background text-foreground">
      <div className="mx-auto grid max-w-7xl gap-12 px-5 py-16 sm:px-8 md:grid-cols-[1.4fr_repeat(3,1fr)]">
        <div className="max-w-sm">
          <p className="font-display text-3xl tracking-[0.3em]">AURUM</p>
          <p className="mt-1 text-[0.65rem] caps-widest text-gold-light">Residences</p>
          <p className="mt-6 text-sm leading-relaxed text-muted-foreground">{site.tagline}.</p>
          <a href={`mailto:${site.contactEmail}`} className={cn(footerLinkClass, "mt-4 text-gold-light")}>
            {site.contactEmail}
          </a>
        </div>
        <FooterColumn title="Explore" links={[...topLinks, loginLink]} />
        {groups.map((group) => (
          <FooterColumn
            key={group.label}
            title={group.label}
            links={group.label === "Tools" ? [...group.items, verifyLink] : group.items}
          />
        ))}
      </div>
      <div className="border-t border-border">
        <div className="mx-auto flex max-w-7xl flex-col gap-2 px-5 py-6 text-xs text-muted-foreground sm:flex-row sm:items-center sm:justify-between sm:px-8">
          <p>
            © {new Date().getFullYear()} {site.name}. A private preview.
          </p>
          <ul className="flex gap-6">
            {legalLinks.map((link) => (
              <li key={link.href}>
                <Link href={link.href} prefetch={false} className={footerLinkClass}>
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </footer>
  );
}

function FooterColumn({ title, links }: { title: string; links: readonly NavLink[] }) {
  return (
    <nav aria-label={title}>
      <h2 className="font-sans text-xs font-medium caps-wide text-gold-light">{title}</h2>
      <ul className="mt-4">
        {links.map((link) => (
          <li key={link.href}>
            <Link href={link.href} prefetch={false} className={footerLinkClass}>
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
