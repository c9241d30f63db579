import { removePreference, writePreference, type PreferenceWriteResult } from "@/lib/store";
import { SESSION_KEY, type Session } from "./session";

/** Signing in and out: the write side of session.ts, loaded only where someone signs in or out. */

/**
 * Signs in on this browser: remembered (localStorage, survives closing the browser) or for this
 * tab only (sessionStorage). The other place is cleared, so exactly one session exists.
 */
export function writeSession(session: Session, options: { remember: boolean }): PreferenceWriteResult {
  // Only the known fields are written, whatever else the object carries.
  const { accountId, role, firstName, lastName, email, phone, signedInAt } = session;
  const kept: Session = { accountId, role, firstName, lastName, email, phone, signedInAt };
  const result = writePreference(SESSION_KEY, kept, { session: !options.remember });
  if (result.ok) removePreference(SESSION_KEY, { session: options.remember });
  return result;
}

/** Signs out: forgets the session in both places. */
export function clearSession(): void {
  removePreference(SESSION_KEY, { session: true });
  removePreference(SESSION_KEY);
}
