import { onTestFinished, vi } from "vitest";
import { SESSION_KEY, type Session } from "@/lib/auth/session";
import { preferenceKey } from "@/lib/store";

/**
 * For tests only: `accountId` is signed in on this tab until the test finishes, so records made
 * now are theirs (lib/account/current-owner.ts). Nothing else is stored.
 */
export function signInForTest(accountId: string): Session {
  const contact = { firstName: "Ada", lastName: "Lovelace", email: "ada@example.com", phone: "305 555 0100" };
  const session: Session = { accountId, role: "buyer", ...contact, signedInAt: "2026-11-22T10:00:00.000Z" };
  const text = JSON.stringify(session);
  vi.stubGlobal("sessionStorage", { getItem: (key: string) => (key === preferenceKey(SESSION_KEY) ? text : null) });
  onTestFinished(() => void vi.unstubAllGlobals());
  return session;
}
