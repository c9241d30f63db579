"use client";

import { CheckboxField, TextField } from "@/components/forms/fields";
import { emailFieldProps } from "./email-field-props";
import { useGovukForm } from "@/components/forms/use-govuk-form";
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
  const govuk = useGovukForm<SignIn>(signInSchema, { email: "", password: "", rememberMe: false }, ["email", "password", "rememberMe"]);
  const { form } = govuk;
  const submission = useAuthSubmit(form, {
    destination,
    authErrorField: "password",
    authenticate: (actions, values) => actions.signInAccount(values),
    remember: (values) => values.rememberMe,
  });

  return (
    <AuthFormShell {...govuk} {...submission} submitLabel="Sign In" busyLabel="Signing in…">
      <TextField control={form.control} {...emailFieldProps} />
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
