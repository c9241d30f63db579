"use client";

import Link from "next/link";
import { useWatch } from "react-hook-form";
import { CheckboxField, TextField } from "@/components/forms/fields";
import { emailFieldProps } from "./email-field-props";
import { useGovukForm } from "@/components/forms/use-govuk-form";
import { CheckCircleIcon } from "@/components/ui/icons/check-circle";
import { InfoIcon } from "@/components/ui/icons/info";
import { organisationLabels, roleLabels, signUpSchema, type Role, type SignUp } from "@/lib/schemas/account";
import { MIN_PASSWORD } from "@/lib/schemas/fields";
import { AuthFormShell } from "./auth-form-shell";
import { useAuthSubmit } from "./use-auth-submit";
import { PasswordField } from "./password-field";
import { roleBenefits } from "./role-copy";
import { RoleField } from "./role-field";

type SignUpFormProps = {
  destination: string;
  initialRole: Role;
  showPassword: boolean;
  onShowPasswordChange: (visible: boolean) => void;
};

const linkClass = "text-gold-ink underline underline-offset-4 hover:decoration-2";

/** 'New User': creates an account that lives in this browser, then signs in for this tab. */
export function SignUpForm({ destination, initialRole, showPassword, onShowPasswordChange }: SignUpFormProps) {
  const govuk = useGovukForm<SignUp>(
    signUpSchema,
    { role: initialRole, firstName: "", lastName: "", email: "", phone: "", organisation: "", password: "", agreesToTerms: false },
    ["role", "firstName", "lastName", "email", "phone", "organisation", "password", "agreesToTerms"],
  );
  const { form } = govuk;
  const role = useWatch({ control: form.control, name: "role" });
  const submission = useAuthSubmit(form, {
    destination,
    authErrorField: "email",
    authenticate: (actions, values) => actions.signUpAccount(values),
    remember: () => false,
  });

  return (
    <AuthFormShell {...govuk} {...submission} submitLabel={`Create ${roleLabels[role]} Account`} busyLabel="Creating your account…">
      <RoleField control={form.control} />
      {role !== "buyer" ? (
        <aside aria-label={`${roleLabels[role]} benefits`} className="rounded-md border border-gold/60 bg-ivory-deep p-4">
          <p className="text-xs font-medium caps text-gold-ink">{roleBenefits[role].title}</p>
          <ul className="mt-3 grid gap-2 text-sm">
            {roleBenefits[role].items.map((item) => (
              <li key={item} className="flex gap-2">
                <CheckCircleIcon className="mt-0.5 text-gold-ink" />
                <span>{item}</span>
              </li>
            ))}
          </ul>
        </aside>
      ) : null}
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField control={form.control} name="firstName" label="First name" autoComplete="given-name" spellCheck={false} required />
        <TextField control={form.control} name="lastName" label="Last name" autoComplete="family-name" spellCheck={false} required />
      </div>
      <TextField control={form.control} {...emailFieldProps} />
      <TextField control={form.control} name="phone" label="Phone" type="tel" autoComplete="tel" required />
      {role !== "buyer" ? (
        <TextField
          key={role}
          control={form.control}
          name="organisation"
          label={organisationLabels[role]}
          autoComplete="organization"
          required
        />
      ) : null}
      <PasswordField
        control={form.control}
        name="password"
        label="Create password"
        description={`At least ${MIN_PASSWORD} characters. A long phrase is easiest to remember.`}
        autoComplete="new-password"
        visible={showPassword}
        onVisibleChange={onShowPasswordChange}
      />
      <CheckboxField
        control={form.control}
        name="agreesToTerms"
        required
        label={
          <span>
            I agree to the{" "}
            <Link href="/terms" className={linkClass}>
              terms of service
            </Link>{" "}
            and the{" "}
            <Link href="/privacy" className={linkClass}>
              privacy policy
            </Link>
          </span>
        }
      />
      <p className="flex gap-2 rounded-md bg-muted p-3 text-sm leading-relaxed text-muted-foreground">
        <InfoIcon className="mt-0.5 text-gold-ink" />
        <span>
          No verification email is sent in this preview. Your account is created in this browser and lives only on this device: you can sign
          in here straight away, but not from another browser or device.
        </span>
      </p>
    </AuthFormShell>
  );
}
