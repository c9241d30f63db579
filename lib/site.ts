/** Site-wide facts: the product's name, navigation and contact details, as typed data. */

export const site = {
  name: "Aurum Residences",
  shortName: "Aurum",
  tagline: "The marketplace for hotel-branded luxury residences",
  description:
    "Browse, offer on and close hotel-branded luxury residences from Aman, Ritz-Carlton, Four Seasons, St. Regis and more, in one private marketplace.",
  contactEmail: "concierge@aurumresidences.com",
  /** Absolute base for Open Graph links; set SITE_URL at build time for another host. */
  url: process.env.SITE_URL ?? "https://aurumresidences.com",
} as const;

export type NavLink = { label: string; href: string };
export type NavGroup = { label: string; items: readonly NavLink[] };
export type NavEntry = NavLink | NavGroup;

export function isNavGroup(entry: NavEntry): entry is NavGroup {
  return "items" in entry;
}

export const mainNavigation: readonly NavEntry[] = [
  { label: "Home", href: "/" },
  {
    label: "Purchase/Rent",
    items: [
      { label: "Purchase", href: "/buy" },
      { label: "Rent", href: "/rent" },
    ],
  },
  { label: "Hotels", href: "/hotels" },
  { label: "Owners", href: "/owners" },
  { label: "Realtors", href: "/realtors" },
  {
    label: "Tools",
    items: [
      { label: "Contracts", href: "/contracts" },
      { label: "Transactions", href: "/transactions" },
      { label: "Hyper-Targeting", href: "/hyper-targeting" },
      { label: "Closing Team", href: "/about" },
    ],
  },
];

export const loginLink: NavLink = { label: "Log In", href: "/login" };

export const legalLinks: readonly NavLink[] = [
  { label: "Privacy Policy", href: "/privacy" },
  { label: "Terms of Service", href: "/terms" },
];

/**
 * Whether `href` is the active section for `pathname`: home only on "/", every other link
 * on its own path and anything below it ("/contracts" is active on "/contracts/12/sign").
 */
export function isActivePath(href: string, pathname: string): boolean {
  const path = normalisePath(pathname);
  const target = normalisePath(href);
  if (target === "/") return path === "/";
  return path === target || path.startsWith(`${target}/`);
}

function normalisePath(path: string): string {
  const trimmed = path.replace(/\/+$/, "");
  return trimmed === "" ? "/" : trimmed;
}

/** Where a signed-in person finds everything this browser has submitted. */
export const accountLink: NavLink = { label: "My activity", href: "/account" };
