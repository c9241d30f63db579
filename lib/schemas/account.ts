import * as z from "zod/mini";
import { email, isoDateTimeSchema, isPhoneNumber, mustBeTrue, newPassword, phone, requiredText, textSchema } from "./fields";

export const roleSchema = z.enum(["buyer", "realtor", "seller", "finance"], { error: "Choose your role" });

export type Role = z.infer<typeof roleSchema>;

export const roleLabels: Record<Role, string> = {
  buyer: "Buyer",
  realtor: "Realtor",
  seller: "Seller",
  finance: "Finance Lead",
};

export type OrganisationRole = Exclude<Role, "buyer">;

/** The label of the role-specific organisation field (buyers have none). */
export const organisationLabels: Record<OrganisationRole, string> = {
  seller: "Property/Company",
  realtor: "Brokerage Firm",
  finance: "Financial Institution",
};

export const organisationMessages: Record<OrganisationRole, string> = {
  seller: "Enter your property or company name",
  realtor: "Enter your brokerage firm",
  finance: "Enter your financial institution",
};

const accountEmail = email().check(z.toLowerCase());

/** Create an account. Email is trimmed and lower-cased. Organisation is required for every role but buyer. */
export const signUpSchema = z
  .object({
    role: roleSchema,
    firstName: requiredText("First name", "Enter your first name", 100),
    lastName: requiredText("Last name", "Enter your last name", 100),
    email: accountEmail,
    phone: phone(),
    organisation: z.optional(z.string().check(z.trim(), z.maxLength(200, "Organisation must be 200 characters or fewer"))),
    password: newPassword("Create a password"),
    agreesToTerms: mustBeTrue("Agree to the terms of service and privacy policy to create an account"),
  })
  .check(
    z.superRefine(
      (form, ctx) => {
        if (form.role !== "buyer" && !form.organisation) {
          ctx.issues.push({
            code: "custom",
            message: organisationMessages[form.role],
            path: ["organisation"],
            input: form.organisation,
          });
        }
      },
      {
        // Ask for the organisation even while other fields still have errors.
        when: (payload) => roleSchema.safeParse((payload.value as { role?: unknown } | null)?.role).success,
      },
    ),
  );

export type SignUp = z.infer<typeof signUpSchema>;

/** Sign in. Only presence is checked here; whether the password is right is the store's job. */
export const signInSchema = z.object({
  email: accountEmail,
  password: z.string({ error: "Enter your password" }).check(z.minLength(1, "Enter your password")),
  rememberMe: z.boolean(),
});

export type SignIn = z.infer<typeof signInSchema>;

/** The password a signed-in person types again before exporting, importing or resetting their data (/account). */
export const passwordConfirmationSchema = z.pick(signInSchema, { password: true });

export type PasswordConfirmation = z.infer<typeof passwordConfirmationSchema>;

/** Beside the field when the password typed is not the account's. */
export const INCORRECT_PASSWORD_MESSAGE = "Password is incorrect";

/** The id of this browser's own signing key (SIGNED_OUT_KEY_ID, lib/deals/signing/key-owner.ts): never an account's. */
export const RESERVED_ACCOUNT_ID = "this-browser";

/** A stored account. Never a plain password: a salted PBKDF2 hash only. */
export const accountSchema = z.object({
  id: textSchema.check(z.refine((id) => id !== RESERVED_ACCOUNT_ID, `The id "${RESERVED_ACCOUNT_ID}" is kept for this browser's own key`)),
  role: roleSchema,
  firstName: textSchema,
  lastName: textSchema,
  email: z
    .string()
    .check(z.trim(), z.toLowerCase(), z.regex(z.regexes.email, "Enter an email address in the correct format, like name@example.com")),
  phone: z.string().check(z.refine(isPhoneNumber, "Enter a phone number, like 305 555 0123")),
  organisation: z.optional(z.string()),
  /** PBKDF2 output, encoded (base64 or hex) by the store. */
  passwordHash: textSchema,
  salt: textSchema,
  iterations: z.int().check(z.positive("Enter a number of iterations of 1 or more")),
  createdAt: isoDateTimeSchema,
});

export type Account = z.infer<typeof accountSchema>;
