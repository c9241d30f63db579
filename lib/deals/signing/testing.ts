import { sampleContracts } from "@/lib/catalogue/contracts";
import { signContract } from "@/lib/deals/contracts/state-machine";
import type { Contract } from "@/lib/schemas/contract";
import { generateSigningKey, type SigningKey } from "./keys";
import { prepareSignature } from "./sign";

/** For the tests of lib/deals/signing and lib/deals/packets: a sample contract signed by both parties with real keys. */

export const BUYER_SIGNED_AT = "2026-11-21T10:00:00.000Z";
export const SELLER_SIGNED_AT = "2026-11-22T15:00:00.000Z";

export function pendingSample(): Contract {
  const found = sampleContracts.find((contract) => contract.id === "1");
  if (!found || found.signatures.some((signature) => signature.status !== "pending"))
    throw new Error("sample 1 should await both signatures");
  return structuredClone(found);
}

export async function signAs(contract: Contract, key: SigningKey, party: "buyer" | "seller", signedName: string, capacity?: string) {
  const at = party === "buyer" ? BUYER_SIGNED_AT : SELLER_SIGNED_AT;
  return signContract(contract, await prepareSignature(contract, { party, signedName, capacity, at }, key));
}

export async function fullySignedSample(): Promise<{ contract: Contract; buyerKey: SigningKey; sellerKey: SigningKey }> {
  const buyerKey = await generateSigningKey("buyer-account");
  const sellerKey = await generateSigningKey("seller-account");
  const buyerSigned = await signAs(pendingSample(), buyerKey, "buyer", "Eleanor Grace Whitfield");
  const contract = await signAs(buyerSigned, sellerKey, "seller", "Jordan Blake", "Director, for Collins Dune Holdings LLC");
  return { contract, buyerKey, sellerKey };
}
