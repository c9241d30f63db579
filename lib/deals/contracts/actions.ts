import { canonicalTerms } from "@/lib/deals/contracts/terms-digest";
import { cancelContract, ContractTransitionError, signContract, type SignInput } from "@/lib/deals/contracts/state-machine";
import type { Contract } from "@/lib/schemas/contract";
import { store, StoreError } from "@/lib/store";

/**
 * Runs a lifecycle transition inside the store's atomic update: read, change, validate and
 * write in one transaction. A refused transition (already signed, cancelled in another tab)
 * becomes a StoreError "conflict" with the reason, and nothing is written.
 */
function transition(id: string, change: (contract: Contract) => Contract): Promise<Contract> {
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
export function signStoredContract(seen: Contract, input: SignInput): Promise<Contract> {
  const terms = canonicalTerms(seen);
  return transition(seen.id, (current) => {
    if (canonicalTerms(current) !== terms) {
      throw new StoreError("conflict", "This contract's terms changed in another tab. Review them and sign again.");
    }
    return signContract(current, input);
  });
}

export function cancelStoredContract(id: string): Promise<Contract> {
  return transition(id, (current) => cancelContract(current, { at: new Date().toISOString() }));
}
