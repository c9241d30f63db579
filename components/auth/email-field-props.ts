/** The email field of the sign-in and sign-up forms: what the browser needs to fill and check it. */
export const emailFieldProps = {
  name: "email",
  label: "Email",
  type: "email",
  autoComplete: "email",
  spellCheck: false,
  autoCapitalize: "none",
  required: true,
} as const;
