import { describe, expect, it } from "vitest";
import { SIGNED_OUT_KEY_ID } from "@/lib/deals/signing/key-owner";
import {
  RESERVED_ACCOUNT_ID,
  accountSchema,
  organisationLabels,
  organisationMessages,
  roleLabels,
  roleSchema,
  signInSchema,
  signUpSchema,
  type Account,
  type SignUp,
} from "./account";
import { fieldErrorsOf } from "./test-utils";

const buyer: SignUp = {
  role: "buyer",
  firstName: "Camille",
  lastName: "Laurent",
  email: "Camille.Laurent@Example.com",
  phone: "+1 305 555 0117",
  organisation: "",
  password: "correct horse",
  agreesToTerms: true,
};

describe("signUpSchema", () => {
  it("accepts a buyer without an organisation and lower-cases the email", () => {
    const parsed = signUpSchema.parse(buyer);
    expect(parsed.email).toBe("camille.laurent@example.com");
  });

  it.each(["realtor", "seller", "finance"] as const)("asks a %s for their organisation", (role) => {
    expect(fieldErrorsOf(signUpSchema, { ...buyer, role })).toEqual({ organisation: organisationMessages[role] });
    expect(signUpSchema.safeParse({ ...buyer, role, organisation: "Harbor & Key Realty" }).success).toBe(true);
  });

  it("treats a blank organisation as missing", () => {
    expect(fieldErrorsOf(signUpSchema, { ...buyer, role: "realtor", organisation: "   " })).toEqual({
      organisation: "Enter your brokerage firm",
    });
  });

  it("asks for the organisation together with other errors", () => {
    expect(fieldErrorsOf(signUpSchema, { ...buyer, role: "finance", firstName: "" })).toEqual({
      firstName: "Enter your first name",
      organisation: "Enter your financial institution",
    });
  });

  it("asks for every field of an empty form", () => {
    expect(
      fieldErrorsOf(signUpSchema, { role: "", firstName: "", lastName: "", email: "", phone: "", password: "", agreesToTerms: false }),
    ).toEqual({
      role: "Choose your role",
      firstName: "Enter your first name",
      lastName: "Enter your last name",
      email: "Enter your email address",
      phone: "Enter your phone number",
      password: "Create a password",
      agreesToTerms: "Agree to the terms of service and privacy policy to create an account",
    });
  });

  it("wants a password of 8 characters or more and a correct email and phone", () => {
    expect(fieldErrorsOf(signUpSchema, { ...buyer, password: "1234567", email: "camille@", phone: "call" })).toEqual({
      password: "Password must be 8 characters or more",
      email: "Enter an email address in the correct format, like name@example.com",
      phone: "Enter a phone number, like 305 555 0123",
    });
  });
});

describe("role labels", () => {
  it("label every role and every organisation field", () => {
    expect(Object.keys(roleLabels)).toEqual(roleSchema.options);
    expect(roleLabels.finance).toBe("Finance Lead");
    expect(organisationLabels).toEqual({
      seller: "Property/Company",
      realtor: "Brokerage Firm",
      finance: "Financial Institution",
    });
  });
});

describe("signInSchema", () => {
  it("accepts an email, any password and the remember-me choice", () => {
    expect(signInSchema.parse({ email: " A@Example.com ", password: "x", rememberMe: false })).toEqual({
      email: "a@example.com",
      password: "x",
      rememberMe: false,
    });
  });

  it("asks for email and password", () => {
    expect(fieldErrorsOf(signInSchema, { email: "", password: "", rememberMe: false })).toEqual({
      email: "Enter your email address",
      password: "Enter your password",
    });
  });
});

const account: Account = {
  id: "acc-1",
  role: "realtor",
  firstName: "Camille",
  lastName: "Laurent",
  email: "camille@example.com",
  phone: "305 555 0117",
  organisation: "Harbor & Key Realty",
  passwordHash: "q8ZyV2Yk1Qe4r8m0N0bq1w==",
  salt: "c2FsdHNhbHQ=",
  iterations: 600_000,
  createdAt: "2026-11-22T12:00:00.000Z",
};

describe("accountSchema", () => {
  it("accepts a stored account and never keeps a plain password", () => {
    const parsed = accountSchema.parse({ ...account, password: "correct horse" });
    expect(parsed).toEqual(account);
    expect("password" in parsed).toBe(false);
  });

  it("stores the email lower-cased", () => {
    expect(accountSchema.parse({ ...account, email: "Camille@Example.COM" }).email).toBe("camille@example.com");
  });

  it("rejects an account without a hash, salt or iterations", () => {
    const errors = fieldErrorsOf(accountSchema, { ...account, passwordHash: "", salt: undefined, iterations: 0 });
    expect(Object.keys(errors).sort()).toEqual(["iterations", "passwordHash", "salt"]);
  });

  it("refuses the id of this browser's own signing key, so no account signs with it", () => {
    expect(RESERVED_ACCOUNT_ID).toBe(SIGNED_OUT_KEY_ID);
    expect(Object.keys(fieldErrorsOf(accountSchema, { ...account, id: SIGNED_OUT_KEY_ID }))).toEqual(["id"]);
  });
});
