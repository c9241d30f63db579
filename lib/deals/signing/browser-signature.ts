import type { SignInput } from "@/lib/deals/contracts/state-machine";
import type { Contract } from "@/lib/schemas/contract";
import type { SigningKeyStorage } from "@/lib/store";
import { signingKeyId } from "./key-owner";
import { getOrCreateSigningKey } from "./keys";
import { prepareSignature, type SignRequest } from "./sign";

/**
 * The sign page's one call (it loads this module with import() on use): the signer's key in this
 * browser, made on first use, and the whole signature it makes over the contract the signer read.
 * `storage` says where the key is kept ("memory": for this visit only).
 */
export async function signWithBrowserKey(
  contract: Contract,
  request: SignRequest,
  accountId: string | null | undefined,
): Promise<{ input: SignInput; storage: SigningKeyStorage; keyFingerprint: string }> {
  const { key, storage } = await getOrCreateSigningKey(signingKeyId(accountId));
  const input = await prepareSignature(contract, request, key);
  return { input, storage, keyFingerprint: key.keyFingerprint };
}
