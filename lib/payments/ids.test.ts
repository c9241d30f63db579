import { describe, expect, it } from "vitest";
import { transactionIdSchema } from "@/lib/schemas/transaction";
import { chargeCode, CODE_ALPHABET, randomCode, transactionId, type RandomBytes } from "./ids";

/** A byte source that replays `values` over and over. */
const replay =
  (values: number[]): RandomBytes =>
  (bytes) => {
    bytes.forEach((_, index) => {
      bytes[index] = values[index % values.length] ?? 0;
    });
    return bytes;
  };

describe("ids", () => {
  it("makes transaction ids the transaction schema accepts", () => {
    for (let i = 0; i < 200; i += 1) {
      const id = transactionId();
      expect(id).toMatch(/^TXN-[A-Z0-9]{8}$/);
      expect(transactionIdSchema.safeParse(id).success).toBe(true);
    }
  });

  it("makes DEMO- charge codes of uppercase letters and digits", () => {
    expect(chargeCode()).toMatch(/^DEMO-[A-Z0-9]{8}$/);
  });

  it("maps bytes onto the alphabet and skips those that would bias it", () => {
    expect(randomCode(4, replay([0, 1, 35, 36]))).toBe("AB9A");
    // 252…255 are redrawn: only 7 (-> H) is used.
    expect(randomCode(3, replay([252, 253, 254, 255, 7]))).toBe("HHH");
  });

  it("uses every character of the alphabet, roughly evenly", () => {
    const counts = new Map<string, number>();
    const text = randomCode(36_000);
    for (const char of text) counts.set(char, (counts.get(char) ?? 0) + 1);
    expect(counts.size).toBe(CODE_ALPHABET.length);
    for (const count of counts.values()) expect(count).toBeGreaterThan(700);
  });

  it("does not repeat itself", () => {
    const ids = new Set(Array.from({ length: 1000 }, () => transactionId()));
    expect(ids.size).toBe(1000);
  });
});
