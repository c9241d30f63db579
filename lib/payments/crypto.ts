import { formatMoney, type Cents } from "@/lib/money";

/**
 * Demo crypto charges: fixed demonstration rates and addresses, the amount in the coin, and the
 * payment URI a wallet would read (BIP-21 for bitcoin, EIP-681 for ethereum).
 *
 * The addresses are invalid by construction, not by a checksum a lenient wallet might skip: the
 * bitcoin one holds "o", which bech32 never uses, and the ethereum one holds letters outside hex
 * (M, O, R, S, ...). No wallet can read them as an address, so nothing can be sent to anyone by
 * following the demo; the dialog says they are demonstration addresses.
 */

export type Coin = "bitcoin" | "ethereum";

export type CoinSpec = {
  name: string;
  symbol: string;
  /** Demonstration rate, in cents per coin. Not a market price. */
  demoRate: Cents;
  /** Decimal places the demo amount is given to (satoshis for bitcoin, micro-ether for ethereum). */
  decimals: number;
  demoAddress: string;
};

export const coins: Readonly<Record<Coin, CoinSpec>> = {
  bitcoin: {
    name: "Bitcoin",
    symbol: "BTC",
    demoRate: 95_000_00,
    decimals: 8,
    demoAddress: "bc1qdemo0address0not0for0payment0000000000",
  },
  ethereum: {
    name: "Ethereum",
    symbol: "ETH",
    demoRate: 3_500_00,
    decimals: 6,
    demoAddress: "0xDEMO0ADDRESS0NOT0FOR0PAYMENT000000000000",
  },
};

/** The amount in the coin's smallest demo unit (satoshi or micro-ether), rounded to the nearest. */
export function coinUnits(amount: Cents, coin: Coin): bigint {
  const { demoRate, decimals } = coins[coin];
  const scaled = BigInt(amount) * 10n ** BigInt(decimals);
  const rate = BigInt(demoRate);
  return (scaled + rate / 2n) / rate;
}

/** Units as a decimal string with every place shown: 89473684n, 8 -> "0.89473684". */
export function formatUnits(units: bigint, decimals: number): string {
  const text = units.toString().padStart(decimals + 1, "0");
  return `${text.slice(0, -decimals)}.${text.slice(-decimals)}`;
}

/** The demo amount in the coin as text, like "0.89473684" BTC for $85,000. */
export function coinAmount(amount: Cents, coin: Coin): string {
  return formatUnits(coinUnits(amount, coin), coins[coin].decimals);
}

/**
 * The payment URI for the QR code: `bitcoin:<address>?amount=<BTC>` (BIP-21) or
 * `ethereum:<address>?value=<wei>` (EIP-681 takes the value in wei, 10^18 per ether).
 */
export function paymentUri(coin: Coin, address: string, amount: Cents): string {
  if (coin === "bitcoin") return `bitcoin:${address}?amount=${coinAmount(amount, coin)}`;
  const wei = coinUnits(amount, coin) * 10n ** BigInt(18 - coins.ethereum.decimals);
  return `ethereum:${address}?value=${wei.toString()}`;
}

/** "1 BTC = $95,000 (demonstration rate)". */
export function demoRateText(coin: Coin): string {
  const { symbol, demoRate } = coins[coin];
  return `1 ${symbol} = ${formatMoney(demoRate)} (demonstration rate)`;
}
