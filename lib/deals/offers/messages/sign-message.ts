import { toBase64 } from "@/lib/base64";
import type { SigningKey } from "@/lib/deals/signing/keys";
import { ECDSA_SHA256, signingSubtle } from "@/lib/deals/signing/web-crypto";
import type { DealMessage, UnsignedDealMessage } from "@/lib/schemas/deal-message";
import { signedBytes } from "./canonical";

/** A message's fields before the key that signs it is known. */
export type MessageDraft = Omit<UnsignedDealMessage, "publicKey">;

/** The message signed with the key (ECDSA P-256, SHA-256, the signature as base64 of r‖s), its public key inside. */
export async function signDealMessage(draft: MessageDraft, key: Pick<SigningKey, "privateKey" | "publicKeySpki">): Promise<DealMessage> {
  const unsigned: UnsignedDealMessage = { ...draft, publicKey: key.publicKeySpki };
  const signature = await signingSubtle().sign(ECDSA_SHA256, key.privateKey, signedBytes(unsigned));
  return { ...unsigned, signature: toBase64(new Uint8Array(signature)) };
}
