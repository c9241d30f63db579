import type { Account, SignIn, SignUp } from "@/lib/schemas/account";
import { isStoreError, type Collection } from "@/lib/store";
import { PBKDF2_ITERATIONS, hashPassword, subtleCrypto, toBase64, verifyPassword, type PasswordHash } from "./password";
import type { Session } from "./session";

/**
 * Accounts that live in this browser: sign-up stores a salted PBKDF2 hash (never the password),
 * sign-in checks a password against it. The collection is passed in (store.accounts in the app,
 * an in-memory store in tests), so the logic runs anywhere Web Crypto does.
 */

export type AccountCollection = Pick<Collection<Account>, "get" | "list" | "create">;

export type AuthErrorKind = "duplicate-email" | "wrong-credentials";

export const AUTH_ERROR_MESSAGES: Readonly<Record<AuthErrorKind, string>> = {
  "duplicate-email": "An account with this email address already exists on this device. Sign in instead, or use another email address.",
  // One message for an unknown email and a wrong password, so neither is revealed.
  "wrong-credentials": "The email address or password is incorrect. Check both and try again.",
};

export class AuthError extends Error {
  readonly kind: AuthErrorKind;
  constructor(kind: AuthErrorKind) {
    super(AUTH_ERROR_MESSAGES[kind]);
    this.name = "AuthError";
    this.kind = kind;
  }
}

export function isAuthError(error: unknown): error is AuthError {
  return error instanceof AuthError;
}

function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

/**
 * The account id for an email address: derived from it, so two tabs creating the same email at
 * once collide on the id and the store refuses the second (a "conflict"), with no race.
 */
export async function accountIdFor(email: string): Promise<string> {
  const digest = await subtleCrypto().digest("SHA-256", new TextEncoder().encode(normaliseEmail(email)));
  const hex = Array.from(new Uint8Array(digest).slice(0, 16), (byte) => byte.toString(16).padStart(2, "0")).join("");
  return `acct-${hex}`;
}

/** The account with this email, if this browser has one (also finds accounts restored from a backup). */
export async function findAccount(accounts: AccountCollection, email: string): Promise<Account | undefined> {
  const wanted = normaliseEmail(email);
  const byId = await accounts.get(await accountIdFor(wanted));
  if (byId && byId.email === wanted) return byId;
  return (await accounts.list()).find((account) => account.email === wanted);
}

/** Creates the account. Throws AuthError "duplicate-email", or the store's StoreError. */
export async function signUp(
  accounts: AccountCollection,
  input: SignUp,
  options: { iterations?: number; now?: Date } = {},
): Promise<Account> {
  const email = normaliseEmail(input.email);
  if (await findAccount(accounts, email)) throw new AuthError("duplicate-email");
  const hash = await hashPassword(input.password, { iterations: options.iterations ?? PBKDF2_ITERATIONS });
  const organisation = input.role === "buyer" ? undefined : input.organisation?.trim() || undefined;
  const account: Account = {
    id: await accountIdFor(email),
    role: input.role,
    firstName: input.firstName.trim(),
    lastName: input.lastName.trim(),
    email,
    phone: input.phone.trim(),
    ...(organisation ? { organisation } : {}),
    ...hash,
    createdAt: (options.now ?? new Date()).toISOString(),
  };
  try {
    return await accounts.create(account);
  } catch (error) {
    if (isStoreError(error) && error.kind === "conflict") throw new AuthError("duplicate-email");
    throw error;
  }
}

// Checked when no account has the email, so an unknown email takes as long as a wrong password.
let decoy: PasswordHash | undefined;
function decoyHash(iterations: number): PasswordHash {
  if (!decoy || decoy.iterations !== iterations) {
    decoy = { passwordHash: toBase64(new Uint8Array(32)), salt: toBase64(new Uint8Array(16)), iterations };
  }
  return decoy;
}

/** The account for these credentials. Throws AuthError "wrong-credentials" for any mismatch. */
export async function signIn(
  accounts: AccountCollection,
  input: Pick<SignIn, "email" | "password">,
  options: { decoyIterations?: number } = {},
): Promise<Account> {
  const account = await findAccount(accounts, input.email);
  if (!account) {
    await verifyPassword(input.password, decoyHash(options.decoyIterations ?? PBKDF2_ITERATIONS));
    throw new AuthError("wrong-credentials");
  }
  if (!(await verifyPassword(input.password, account))) throw new AuthError("wrong-credentials");
  return account;
}

/** What the browser keeps about a signed-in account (no hash, no salt). */
export function sessionFor(account: Account, now: Date = new Date()): Session {
  return {
    accountId: account.id,
    role: account.role,
    firstName: account.firstName,
    lastName: account.lastName,
    email: account.email,
    phone: account.phone,
    signedInAt: now.toISOString(),
  };
}
