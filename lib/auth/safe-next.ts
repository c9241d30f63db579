/**
 * Where to go after signing in. A `?next=` value comes from the URL, so anyone can craft it:
 * it is followed only when it is a path on this site (reliability-and-security.md 3.5). The rule:
 * it starts with "/" but not "//" or "/\", and resolved against this origin it stays on this origin
 * (which also catches "/<TAB>/evil.com", whose tab the URL parser strips), and the path it gives
 * back does too: dot segments can collapse into a second leading slash ("/.//evil.com" and
 * "/x/../\evil.com" both resolve to the path "//evil.com", which a browser reads as another host).
 * Anything else gives the fallback.
 */

export const DEFAULT_AFTER_SIGN_IN = "/account/";

export function safeNext(next: string | null | undefined, origin: string, fallback: string = DEFAULT_AFTER_SIGN_IN): string {
  if (typeof next !== "string" || !next.startsWith("/") || next.startsWith("//") || next.startsWith("/\\")) return fallback;
  let base: URL;
  let target: URL;
  try {
    base = new URL(origin);
    target = new URL(next, base);
  } catch {
    return fallback;
  }
  if (target.origin !== base.origin) return fallback;
  // Back to the sign-in page itself would only ask again.
  if (/^\/login(?:\/|$)/.test(target.pathname)) return fallback;
  const path = `${target.pathname}${target.search}${target.hash}`;
  if (path.startsWith("//") || new URL(path, base).origin !== base.origin) return fallback;
  return path;
}

/** The sign-in page, asking to come back to `path` afterwards. */
export function loginHref(path: string, tab?: "new"): string {
  const params = new URLSearchParams();
  if (tab) params.set("tab", tab);
  params.set("next", path);
  return `/login/?${params.toString()}`;
}
