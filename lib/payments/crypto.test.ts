import { describe, expect, it } from "vitest";
import { coinAmount, coins, coinUnits, demoRateText, formatUnits, paymentUri } from "./crypto";

/** The 32 characters bech32 writes data with (BIP-173): no "1", "b", "i" or "o". */
const BECH32_CHARSET = "qpzry9x8gf2tvdw0s3jn54khce6mua7l";

/** BIP-173 bech32 checksum check (the reference algorithm), to prove the demo address fails it. */
function bech32Valid(address: string): boolean {
  const lower = address.toLowerCase();
  const split = lower.lastIndexOf("1");
  const hrp = lower.slice(0, split);
  const data = [...lower.slice(split + 1)].map((char) => BECH32_CHARSET.indexOf(char));
  if (data.some((value) => value < 0)) return false;
  const GEN = [0x3b6a57b2, 0x26508e6d, 0x1ea119fa, 0x3d4233dd, 0x2a1462b3];
  let chk = 1;
  const values = [...[...hrp].map((c) => c.charCodeAt(0) >> 5), 0, ...[...hrp].map((c) => c.charCodeAt(0) & 31), ...data];
  for (const value of values) {
    const top = chk >> 25;
    chk = ((chk & 0x1ffffff) << 5) ^ value;
    GEN.forEach((gen, i) => {
      if ((top >> i) & 1) chk ^= gen;
    });
  }
  return chk === 1;
}

describe("demo crypto amounts", () => {
  it("converts cents at the stated demo rate, to satoshis and micro-ether", () => {
    expect(coinAmount(85_000_00, "bitcoin")).toBe("0.89473684");
    expect(coinAmount(95_000_00, "bitcoin")).toBe("1.00000000");
    expect(coinAmount(85_000_00, "ethereum")).toBe("24.285714");
    expect(coinAmount(7_000_00, "ethereum")).toBe("2.000000");
    expect(coinUnits(1_00, "bitcoin")).toBe(1053n);
    expect(coinUnits(12_345_67, "bitcoin")).toBe(12995442n); // $12,345.67 keeps its cents
  });

  it("writes units with every decimal place", () => {
    expect(formatUnits(5n, 8)).toBe("0.00000005");
    expect(formatUnits(123456789n, 8)).toBe("1.23456789");
  });

  it("states the demo rate", () => {
    expect(demoRateText("bitcoin")).toBe("1 BTC = $95,000 (demonstration rate)");
    expect(demoRateText("ethereum")).toBe("1 ETH = $3,500 (demonstration rate)");
  });

  it("builds BIP-21 and EIP-681 payment URIs", () => {
    expect(paymentUri("bitcoin", coins.bitcoin.demoAddress, 85_000_00)).toBe(`bitcoin:${coins.bitcoin.demoAddress}?amount=0.89473684`);
    // 24.285714 ETH in wei.
    expect(paymentUri("ethereum", coins.ethereum.demoAddress, 85_000_00)).toBe(
      `ethereum:${coins.ethereum.demoAddress}?value=24285714000000000000`,
    );
  });
});

describe("demo crypto addresses", () => {
  it("use a bitcoin address no wallet can read: it holds a character bech32 never uses", () => {
    const { demoAddress } = coins.bitcoin;
    expect(bech32Valid("bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4")).toBe(true); // BIP-173's valid example
    expect(demoAddress).toMatch(/^bc1q[a-z0-9]+$/);
    expect([...demoAddress.slice(3)].some((char) => !BECH32_CHARSET.includes(char))).toBe(true);
    expect(bech32Valid(demoAddress)).toBe(false);
  });

  it("use an ethereum address no wallet can read: 40 characters after 0x, not all hex", () => {
    const { demoAddress } = coins.ethereum;
    expect(demoAddress).toMatch(/^0x[0-9A-Za-z]{40}$/);
    expect(demoAddress).not.toMatch(/^0x[0-9a-fA-F]{40}$/);
    expect(demoAddress.toLowerCase()).not.toMatch(/^0x[0-9a-f]{40}$/);
  });
});
