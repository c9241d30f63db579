import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { CARD_PROCESSING_MS } from "./card-machine";
import { CONFIRMING_MS } from "./crypto-machine";
import { delay, isAbortError, simulatePayment } from "./simulate";

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe("simulatePayment", () => {
  it("waits the card's 2 seconds before saving", async () => {
    expect(CARD_PROCESSING_MS).toBe(2000);
    const save = vi.fn(async () => "TXN-1");
    const result = simulatePayment({ waitMs: CARD_PROCESSING_MS, save });
    await vi.advanceTimersByTimeAsync(1999);
    expect(save).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    await expect(result).resolves.toBe("TXN-1");
    expect(save).toHaveBeenCalledOnce();
  });

  it("waits the crypto confirmation's 3 seconds", async () => {
    expect(CONFIRMING_MS).toBe(3000);
    const save = vi.fn(async () => "ok");
    const result = simulatePayment({ waitMs: CONFIRMING_MS, save });
    await vi.advanceTimersByTimeAsync(2999);
    expect(save).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    await expect(result).resolves.toBe("ok");
  });

  it("saves nothing when closed during the wait", async () => {
    const controller = new AbortController();
    const save = vi.fn(async () => "TXN-1");
    const result = simulatePayment({ waitMs: 2000, save, signal: controller.signal });
    const settled = result.catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(1000);
    controller.abort();
    const error = await settled;
    expect(isAbortError(error)).toBe(true);
    await vi.advanceTimersByTimeAsync(5000);
    expect(save).not.toHaveBeenCalled();
    expect(vi.getTimerCount()).toBe(0);
  });

  it("passes the store's error on", async () => {
    const failure = new Error("Your browser storage is full.");
    const result = simulatePayment({ waitMs: 10, save: () => Promise.reject(failure) });
    const settled = result.catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(10);
    expect(await settled).toBe(failure);
  });

  it("rejects at once when already aborted", async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(delay(100, controller.signal)).rejects.toSatisfy(isAbortError);
  });

  it("isAbortError tells cancellation from other failures", () => {
    expect(isAbortError(new DOMException("x", "AbortError"))).toBe(true);
    expect(isAbortError(new Error("x"))).toBe(false);
  });
});
