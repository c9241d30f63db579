/**
 * Demo crypto charges: fixed demonstration rates and addresses, the amount in the coin, and the
 * payment URI a wallet would read (BIP-21 for bitcoin, EIP-681 for ethereum).
 *
 * The addresses are deliberately malformed: the bitcoin one is BIP-173's example with its last
 * character changed (the bech32 checksum fails), the ethereum one is EIP-55's example with one
 * letter's case flipped (the checksum fails). A wallet that scans the QR code refuses them, so
 * nothing can be sent to anyone by following the demo.
 */

export type Coin = "bitcoin" | "ethereum";

export type CoinSpec = {
  name: string;
  symbol: string;
  /** Demonstration rate in US dollars per coin. Not a market price. */
  demoRateUsd: number;
  /** Decimal places the demo amount is given to (satoshis for bitcoin, micro-ether for ethereum). */
  decimals: number;
  demoAddress: string;
};

export const coins: Readonly<Record<Coin, CoinSpec>> = {
  bitcoin: {
    name: "Bitcoin",
    symbol: "BTC",
    demoRateUsd: 95_000,
    decimals: 8,
    demoAddress: "bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t5",
  },
  ethereum: {
    name: "Ethereum",
    symbol: "ETH",
    demoRateUsd: 3_500,
    decimals: 6,
    demoAddress: "0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAEd",
  },
};

/** The amount in the coin's smallest demo unit (satoshi or micro-ether), rounded to the nearest. */
export function coinUnits(amountUsd: number, coin: Coin): bigint {
  const { demoRateUsd, decimals } = coins[coin];
  const scaled = BigInt(Math.round(amountUsd)) * 10n ** BigInt(decimals);
  const rate = BigInt(demoRateUsd);
  return (scaled + rate / 2n) / rate;
}

/** Units as a decimal string with every place shown: 89473684n, 8 -> "0.89473684". */
export function formatUnits(units: bigint, decimals: number): string {
  const text = units.toString().padStart(decimals + 1, "0");
  return `${text.slice(0, -decimals)}.${text.slice(-decimals)}`;
}

/** The demo amount in the coin as text, like "0.89473684" BTC for $85,000. */
export function coinAmount(amountUsd: number, coin: Coin): string {
  return formatUnits(coinUnits(amountUsd, coin), coins[coin].decimals);
}

/**
 * The payment URI for the QR code: `bitcoin:<address>?amount=<BTC>` (BIP-21) or
 * `ethereum:<address>?value=<wei>` (EIP-681 takes the value in wei, 10^18 per ether).
 */
export function paymentUri(coin: Coin, address: string, amountUsd: number): string {
  if (coin === "bitcoin") return `bitcoin:${address}?amount=${coinAmount(amountUsd, coin)}`;
  const wei = coinUnits(amountUsd, coin) * 10n ** BigInt(18 - coins.ethereum.decimals);
  return `ethereum:${address}?value=${wei.toString()}`;
}

/** "1 BTC = $95,000 (demonstration rate)". */
export function demoRateText(coin: Coin): string {
  const { symbol, demoRateUsd } = coins[coin];
  return `1 ${symbol} = $${demoRateUsd.toLocaleString("en-US")} (demonstration rate)`;
}
