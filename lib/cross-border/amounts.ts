import { shareOf } from "@/lib/money-shares";

/**
 * Taxes charged "per $100 or part thereof" of a price: the price is counted in whole steps,
 * rounded up, and each step bears the same amount. perStepOrPart(5_000_000_00, 100_00, 60) is
 * $30,000 (Florida's $0.60 per $100 on $5,000,000); a price of $5,000,000.01 counts one more step.
 */
export function perStepOrPart(priceMinor: number, stepMinor: number, perStepMinor: number): number {
  if (!Number.isSafeInteger(priceMinor) || priceMinor < 0) throw new RangeError("The price must be a whole amount of 0 or more");
  const steps = Math.ceil(priceMinor / stepMinor);
  return steps * perStepMinor;
}

/** `bps` of the part of the price above `exemptMinor` (none when the price is below it). */
export function shareAbove(priceMinor: number, exemptMinor: number, bps: number): number {
  return shareOf(Math.max(0, priceMinor - exemptMinor), bps);
}

export { shareOf };
