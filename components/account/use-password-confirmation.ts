"use client";

import { useEffect, useRef, useState } from "react";
import { useGovukForm } from "@/components/forms/use-govuk-form";
import { checkPassword } from "@/lib/auth/confirm-password";
import { CryptoUnavailableError } from "@/lib/auth/password";
import type { Session } from "@/lib/auth/session";
import { INCORRECT_PASSWORD_MESSAGE, type PasswordConfirmation } from "@/lib/schemas/account";
import { isStoreError, store } from "@/lib/store";

const MISSING_ACCOUNT =
  "This account is no longer saved in this browser, so its password cannot be checked. Sign out to use what was made here while signed out.";

const loadSchema = () => import("@/lib/schemas/account").then((module) => module.passwordConfirmationSchema);

/**
 * The password step before an export, an import or a reset of a signed-in person's data: nothing
 * happens until the password typed is the account's (lib/auth/confirm-password.ts); a missing or
 * wrong one is said beside the field, which gets the focus. Signed out, nothing is asked.
 * Used inside a dialog's content, so what was typed goes when the dialog closes.
 */
export function usePasswordConfirmation(session: Session | null) {
  const govuk = useGovukForm<PasswordConfirmation>(loadSchema, { password: "" }, ["password"]);
  const { form } = govuk;
  const [checking, setChecking] = useState(false);
  // A second press can arrive before React re-renders the disabled buttons.
  const busy = useRef(false);
  // Closed (Cancel, Escape) while the password was being checked: the action no longer runs.
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  function refuse(message: string) {
    form.setError("password", { message }, { shouldFocus: true });
  }

  /** Runs `action` once the password is confirmed (at once when signed out). */
  function confirm(action: () => void) {
    if (!session) {
      action();
      return;
    }
    if (busy.current) return;
    const verify = form.handleSubmit(
      async ({ password }) => {
        busy.current = true;
        setChecking(true);
        try {
          const result = await checkPassword(store.accounts, session.accountId, password);
          if (!mounted.current) return;
          if (result === "confirmed") action();
          else refuse(result === "incorrect" ? INCORRECT_PASSWORD_MESSAGE : MISSING_ACCOUNT);
        } catch (error) {
          const known = isStoreError(error) || error instanceof CryptoUnavailableError;
          refuse(known ? error.message : "The password could not be checked in this browser. Try again.");
        } finally {
          busy.current = false;
          setChecking(false);
        }
      },
      () => form.setFocus("password"),
    );
    void verify();
  }

  return { required: session !== null, session, form, checking, confirm };
}

export type PasswordStep = ReturnType<typeof usePasswordConfirmation>;
