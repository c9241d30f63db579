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

/**
 * The forged packet of issue 27: one self-made key signs both lines with the parties' names (and, by default, the
 * times of that report: one before the contract existed, one far in the future). Each signature checks on its own.
 */
export async function forgedSample(
  times: { buyer: string; seller: string } = { buyer: "2020-01-01T09:00:00.000Z", seller: "2099-01-01T09:00:00.000Z" },
) {
  const forgerKey = await generateSigningKey("forger");
  const contract = pendingSample();
  const buyerSigned = signContract(
    contract,
    await prepareSignature(contract, { party: "buyer", signedName: contract.buyer.name, at: times.buyer }, forgerKey),
  );
  const forged = signContract(
    buyerSigned,
    await prepareSignature(buyerSigned, { party: "seller", signedName: contract.seller.name, at: times.seller }, forgerKey),
  );
  return { contract: forged, forgerKey };
}
