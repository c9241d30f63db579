import type { Role } from "@/lib/schemas/account";
import { parsePreference, readPreferenceRaw, subscribePreference, type PreferenceSchema } from "@/lib/store";

/**
 * Who is signed in on this browser. Kept through lib/store/preferences: localStorage when the
 * person chose "Remember me", otherwise sessionStorage (it ends with the tab). The header reads
 * it on every page, so this file stays tiny: no zod, no Dexie, no write path (that is
 * session-write.ts, with the storage error messages), a hand-written check instead of a schema.
 *
 * It holds what the forms pre-fill (name, email, phone) and never a password or its hash.
 */

export const SESSION_KEY = "session";

export type Session = {
  accountId: string;
  role: Role;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  /** ISO timestamp of the sign-in. */
  signedInAt: string;
};

/** The roles and text fields a stored session must have (also written out by lib/first-paint/compare-tray-mark-script.ts). */
export const SESSION_ROLES: readonly string[] = ["buyer", "realtor", "seller", "finance"] satisfies readonly Role[];
export const SESSION_TEXT_KEYS = ["accountId", "firstName", "lastName", "email", "phone", "signedInAt"] as const;
export const SESSION_TEXT_MAX = 320;

/** True for a value shaped like a Session (anything else reads as signed out). */
export function isSession(value: unknown): value is Session {
  if (typeof value !== "object" || value === null) return false;
  const record = value as Record<string, unknown>;
  if (typeof record.role !== "string" || !SESSION_ROLES.includes(record.role)) return false;
  return (
    SESSION_TEXT_KEYS.every((key) => typeof record[key] === "string" && (record[key] as string).length <= SESSION_TEXT_MAX) &&
    record.accountId !== ""
  );
}

/** A Standard Schema for the preferences helpers, without zod. */
export const sessionSchema: PreferenceSchema<Session> = {
  "~standard": {
    validate: (value) => (isSession(value) ? { value } : { issues: [{ message: "Not a session" }] }),
  },
};

/**
 * The stored text of the session: the tab's own (sessionStorage) first, then the remembered one.
 * A string, so it works as a useSyncExternalStore snapshot.
 */
export function readSessionRaw(): string | null {
  return readPreferenceRaw(SESSION_KEY, { session: true }) ?? readPreferenceRaw(SESSION_KEY);
}

/** Pure: the session a stored text holds, or null. */
export function parseSession(raw: string | null): Session | null {
  const parsed = parsePreference(raw, sessionSchema);
  return parsed.ok ? parsed.value : null;
}

export function readSession(): Session | null {
  return parseSession(readSessionRaw());
}

/** Calls `listener` when the session changes in this tab, or (remembered sessions) in another. */
export function subscribeSession(listener: () => void): () => void {
  return subscribePreference(SESSION_KEY, listener);
}

/** What a signed-in person's contact fields start with; empty strings when signed out. */
export function sessionContact(session: Session | null): {
  name: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
} {
  if (!session) return { name: "", firstName: "", lastName: "", email: "", phone: "" };
  return {
    name: `${session.firstName} ${session.lastName}`.trim(),
    firstName: session.firstName,
    lastName: session.lastName,
    email: session.email,
    phone: session.phone,
  };
}
