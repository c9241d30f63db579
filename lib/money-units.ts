/**
 * The units every amount and rate is kept in, with nothing else, so the schemas and the input
 * parsers can name them without reaching the formatting (lib/money.ts re-exports Cents,
 * lib/money-shares.ts BasisPoints).
 */

/** US money in integer cents: 125_000_050 is $1,250,000.50. */
export type Cents = number;

/** A rate in basis points (1 bp = 0.01%): 300 is 3%, 7_000 is 70%. */
export type BasisPoints = number;
