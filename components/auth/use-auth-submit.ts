"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import type { FieldPath, FieldValues, UseFormReturn } from "react-hook-form";
import { isAuthError } from "@/lib/auth/accounts";
import type { Account } from "@/lib/schemas/account";
import { retryImport } from "@/lib/retry-import";
import { reportLoadFailure } from "@/components/forms/form-load-failed";
import { failureMessage, keepSession } from "./complete-sign-in";

type AuthActions = typeof import("@/lib/auth/actions");

type AuthSubmitOptions<T extends FieldValues> = {
  /** Where to go once signed in. */
  destination: string;
  /** The field an authentication refusal is shown on (the password on sign-in, the email on sign-up). */
  authErrorField: FieldPath<T>;
  /** Signs in or creates the account, with the auth actions (loaded on the first submit). */
  authenticate: (actions: AuthActions, values: T) => Promise<Account>;
  /** Whether the session outlives the tab. */
  remember: (values: T) => boolean;
};

/**
 * The submit path the sign-in and sign-up forms share: authenticate, keep the session, go on;
 * a refusal goes to its field and counts as a failure, anything else becomes the form's error.
 */
export function useAuthSubmit<T extends FieldValues>(form: UseFormReturn<T>, options: AuthSubmitOptions<T>) {
  const router = useRouter();
  const [failures, setFailures] = useState(0);
  const [formError, setFormError] = useState<string | null>(null);
  const [done, setDone] = useState(false);

  async function onValid(values: T) {
    setFormError(null);
    try {
      const actions = await retryImport(() => import("@/lib/auth/actions"));
      const account = await options.authenticate(actions, values);
      const refused = keepSession(account, options.remember(values));
      if (refused) {
        setFormError(refused);
        return;
      }
      setDone(true);
      router.push(options.destination);
    } catch (error) {
      if (isAuthError(error)) {
        form.setError(options.authErrorField, { type: "auth", message: error.message });
        setFailures((count) => count + 1);
      } else if (!reportLoadFailure(form, error)) {
        setFormError(failureMessage(error));
      }
    }
  }

  return { failures, formError, done, onValid };
}
