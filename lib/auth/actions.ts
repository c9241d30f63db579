import type { Account, SignIn, SignUp } from "@/lib/schemas/account";
import { undoCopyStore, type UndoCopyStore } from "@/lib/store";
import { writableStore, type WritableStore } from "@/lib/store/writes";
import { signIn, signUp } from "./accounts";

/**
 * The forms' two actions on this browser's accounts. Signing up writes an account, so it goes
 * through the store's write entry like every other write; signing in only reads, and sits beside it
 * so the forms load one module, on submit, for either.
 */
export async function signUpAccount(
  input: SignUp,
  store: WritableStore = writableStore,
  undoCopies: () => UndoCopyStore = undoCopyStore,
): Promise<Account> {
  const account = await signUp(store.accounts, input);
  // A new account starts with nothing to undo: a copy left by an earlier account of this email
  // (removed by a replace) is not the new person's to restore (lib/account/undo-replace.ts).
  await undoCopies()
    .remove(account.id)
    .catch(() => undefined);
  return account;
}

export function signInAccount(input: Pick<SignIn, "email" | "password">, store: WritableStore = writableStore): Promise<Account> {
  return signIn(store.accounts, input);
}
