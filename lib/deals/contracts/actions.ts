import { currentOwner } from "@/lib/account/current-owner";
import type { Contract, ContractForm } from "@/lib/schemas/contract";
import { StoreError } from "@/lib/store";
import { writableStore } from "@/lib/store/writes";
import { buildContract } from "./new-contract";
import { nextContractId } from "./next-id";
import { cancelContract, ContractTransitionError, signContract, type SignInput } from "./state-machine";
import { canonicalTerms } from "./terms-digest";

/*
 * The contract pages' writes (README.md). Each action takes the store last (the site's, unless a
 * test passes its own).
 */

type Store = typeof writableStore;

/**
 * Saves a validated /contracts/new form as a contract of whoever is signed in on this tab. Its
 * number is computed inside the store's write from the ids stored at that moment, so two tabs
 * never take the same one.
 */
export function createContract(form: ContractForm, store = writableStore): Promise<Contract> {
  return store.contracts.create((ids) => ({ ...buildContract(form, nextContractId(ids), new Date()), ...currentOwner() }));
}

/**
 * Runs a lifecycle transition inside the store's atomic update: read, change, validate and
 * write in one transaction. A refused transition (already signed, cancelled in another tab)
 * becomes a StoreError "conflict" with the reason, and nothing is written.
 */
function transition(store: Store, id: string, change: (contract: Contract) => Contract): Promise<Contract> {
  return store.contracts.update(id, (current) => {
    try {
      return change(current);
    } catch (error) {
      if (error instanceof ContractTransitionError) throw new StoreError("conflict", error.message);
      throw error;
    }
  });
}

/**
 * Records a signature on the contract as the signer saw it: if its terms changed since (in
 * another tab), the signature is refused rather than applied to terms nobody read.
 */
export function signStoredContract(seen: Contract, input: SignInput, store = writableStore): Promise<Contract> {
  const terms = canonicalTerms(seen);
  return transition(store, seen.id, (current) => {
    if (canonicalTerms(current) !== terms) {
      throw new StoreError("conflict", "This contract's terms changed in another tab. Review them and sign again.");
    }
    return signContract(current, input);
  });
}

export function cancelStoredContract(id: string, store = writableStore): Promise<Contract> {
  return transition(store, id, (current) => cancelContract(current, { at: new Date().toISOString() }));
}
