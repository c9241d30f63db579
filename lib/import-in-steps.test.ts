import { afterEach, describe, expect, it, vi } from "vitest";
import { importInSteps } from "./import-in-steps";

afterEach(() => {
  vi.useRealTimers();
});

describe("importInSteps", () => {
  it("starts the second import only after the first has arrived and a task has passed", async () => {
    vi.useFakeTimers();
    const calls: string[] = [];
    const loaded = importInSteps(
      async () => {
        calls.push("first");
      },
      async () => {
        calls.push("then");
        return "part";
      },
    );
    await vi.advanceTimersByTimeAsync(0);
    expect(calls).toEqual(["first", "then"]);
    await expect(loaded).resolves.toBe("part");
  });

  it("does not run the second import in the same task as the first", async () => {
    vi.useFakeTimers();
    const then = vi.fn(async () => "part");
    void importInSteps(async () => undefined, then);
    await Promise.resolve();
    await Promise.resolve();
    expect(then).not.toHaveBeenCalled();
    await vi.runAllTimersAsync();
    expect(then).toHaveBeenCalledOnce();
  });

  it("still tries the part when the first step fails, and reports the part's own failure", async () => {
    const then = vi.fn(async () => {
      throw new Error("chunk failed");
    });
    await expect(importInSteps(async () => Promise.reject(new Error("offline")), then)).rejects.toThrow("chunk failed");
    expect(then).toHaveBeenCalledOnce();
  });
});
