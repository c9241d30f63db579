/**
 * The site's navigation as typed data, and which link is active. Apart from lib/site.ts because the
 * header's client code needs only this, and it ships on every page.
 */

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

/** In the footer only (the header's menus ship on every page): where anyone checks a contract PDF. */
export const verifyLink: NavLink = { label: "Verify a Contract", href: "/verify" };

export const legalLinks: readonly NavLink[] = [
  { label: "Privacy Policy", href: "/privacy" },
  { label: "Terms of Service", href: "/terms" },
  { label: "Sources", href: "/sources" },
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
