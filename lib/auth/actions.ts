import type { Account, SignIn, SignUp } from "@/lib/schemas/account";
import { writableStore, type WritableStore } from "@/lib/store/writes";
import { signIn, signUp } from "./accounts";

/**
 * The forms' two actions on this browser's accounts. Signing up writes an account, so it goes
 * through the store's write entry like every other write; signing in only reads, and sits beside it
 * so the forms load one module, on submit, for either.
 */
export function signUpAccount(input: SignUp, store: WritableStore = writableStore): Promise<Account> {
  return signUp(store.accounts, input);
}

export function signInAccount(input: Pick<SignIn, "email" | "password">, store: WritableStore = writableStore): Promise<Account> {
  return signIn(store.accounts, input);
}
