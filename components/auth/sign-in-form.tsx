"use client";

import { CheckboxField, TextField } from "@/components/forms/fields";
import { useGovukForm } from "@/components/forms/use-govuk-form";
import { signIn } from "@/lib/auth/accounts";
import { signInSchema, type SignIn } from "@/lib/schemas/account";
import { AuthFormShell } from "./auth-form-shell";
import { useAuthSubmit } from "./use-auth-submit";
import { ForgotPassword } from "./forgot-password";
import { PasswordField } from "./password-field";

type SignInFormProps = {
  destination: string;
  showPassword: boolean;
  onShowPasswordChange: (visible: boolean) => void;
  onCreateAccount: () => void;
};

/** 'Returning User': checks the email and password against the accounts saved in this browser. */
export function SignInForm({ destination, showPassword, onShowPasswordChange, onCreateAccount }: SignInFormProps) {
  const { form, summary, focusField } = useGovukForm<SignIn>(signInSchema, { email: "", password: "", rememberMe: false }, [
    "email",
    "password",
    "rememberMe",
  ]);
  const { failures, formError, done, onValid } = useAuthSubmit(form, {
    destination,
    authErrorField: "password",
    authenticate: signIn,
    remember: (values) => values.rememberMe,
  });

  return (
    <AuthFormShell
      form={form}
      summary={summary}
      focusField={focusField}
      failures={failures}
      formError={formError}
      done={done}
      submitLabel="Sign In"
      busyLabel="Signing in…"
      onValid={onValid}
    >
      <TextField
        control={form.control}
        name="email"
        label="Email"
        type="email"
        autoComplete="email"
        spellCheck={false}
        autoCapitalize="none"
        required
      />
      <PasswordField
        control={form.control}
        name="password"
        label="Password"
        autoComplete="current-password"
        visible={showPassword}
        onVisibleChange={onShowPasswordChange}
      />
      <div className="flex flex-wrap items-center justify-between gap-x-6 gap-y-2">
        <CheckboxField control={form.control} name="rememberMe" label="Remember me on this device" />
        <ForgotPassword onCreateAccount={onCreateAccount} />
      </div>
    </AuthFormShell>
  );
}
