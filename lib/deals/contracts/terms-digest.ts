import { plainAmount } from "@/lib/money-input";
import type { Contract } from "@/lib/schemas/contract";

/**
 * What a signature agrees to: the parties and terms, not the status, signatures or timeline
 * (which change as people sign), nor a local copy's own id (`packetId` is the id signed). Keys in a fixed order, so the same terms give the same text.
 * The amounts are written in dollars ("8900000", or "8900000.50" with cents), exactly as before
 * money was kept in cents, so a signature made then still matches its terms.
 */
export function canonicalTerms(contract: Contract): string {
  const { property, propertyAddress, buyer, seller, amountCents, depositCents, closingDate, contingencies, specialTerms, realtor } =
    contract;
  // A copy kept under a local id still agrees to the terms as signed, which name the packet's id.
  const id = contract.packetId ?? contract.id;
  const before = JSON.stringify([
    id,
    property,
    propertyAddress,
    [buyer.name, buyer.email, buyer.phone],
    [seller.name, seller.email, seller.phone],
  ]);
  const after = JSON.stringify([closingDate, contingencies, specialTerms, [realtor.name, realtor.license]]);
  // Decimal text, not a float: every cent changes the digest, however large the amount.
  const terms = `${before.slice(0, -1)},${plainAmount(amountCents)},${plainAmount(depositCents)},${after.slice(1)}`;
  // The escrow account is signed with the terms, appended only when the contract names one, so
  // the digests of contracts without one read as before.
  const { escrowAccount } = contract;
  if (!escrowAccount) return terms;
  return `${terms.slice(0, -1)},${JSON.stringify([escrowAccount.holder, escrowAccount.bank, escrowAccount.number])}]`;
}

/**
 * SHA-256 (hex) of the canonical terms, or null where the browser offers no Web Crypto
 * (a plain-http address other than localhost is not a secure context).
 */
export async function termsDigest(contract: Contract): Promise<string | null> {
  const subtle = globalThis.crypto?.subtle;
  if (!subtle) return null;
  const hash = await subtle.digest("SHA-256", new TextEncoder().encode(canonicalTerms(contract)));
  return [...new Uint8Array(hash)].map((byte) => byte.toString(16).padStart(2, "0")).join("");
}

/** Signatures whose recorded digest no longer matches the terms: the terms changed after they signed. */
export function signaturesOutOfDate(contract: Contract, currentDigest: string | null): Contract["signatures"] {
  if (!currentDigest) return [];
  return contract.signatures.filter(
    (signature) => signature.status === "signed" && signature.termsDigest !== undefined && signature.termsDigest !== currentDigest,
  );
}
