import { afterEach, describe, expect, it, vi } from "vitest";
import { isImportFailure } from "./import-failure";
import { IMPORT_RETRY_DELAYS_MS, retryImport } from "./retry-import";

afterEach(() => {
  vi.useRealTimers();
});

function chunkLoadError(): Error {
  const error = new Error("Failed to load chunk /_next/static/chunks/part.js");
  error.name = "ChunkLoadError";
  return error;
}

/** A loader that fails `failures` times, then returns the module. */
function flakyLoader(failures: number) {
  let calls = 0;
  const load = vi.fn(async () => {
    calls += 1;
    if (calls <= failures) throw chunkLoadError();
    return { Part: "loaded" };
  });
  return load;
}

describe("retryImport", () => {
  it("returns the module at once when the first import works, with no pause", async () => {
    vi.useFakeTimers();
    const load = flakyLoader(0);
    await expect(retryImport(load)).resolves.toEqual({ Part: "loaded" });
    expect(load).toHaveBeenCalledOnce();
    expect(vi.getTimerCount()).toBe(0);
  });

  it("calls the loader again (a new import) after each pause until it works", async () => {
    vi.useFakeTimers();
    const load = flakyLoader(2);
    const loaded = retryImport(load);

    await vi.advanceTimersByTimeAsync(0);
    expect(load).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(IMPORT_RETRY_DELAYS_MS[0]! - 1);
    expect(load).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(load).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(IMPORT_RETRY_DELAYS_MS[1]!);
    expect(load).toHaveBeenCalledTimes(3);
    await expect(loaded).resolves.toEqual({ Part: "loaded" });
  });

  it("retries twice by default, with a longer second pause", () => {
    expect(IMPORT_RETRY_DELAYS_MS).toHaveLength(2);
    expect(IMPORT_RETRY_DELAYS_MS[1]!).toBeGreaterThan(IMPORT_RETRY_DELAYS_MS[0]!);
  });

  it("after the last retry fails, rejects with an ImportFailedError carrying the last failure", async () => {
    vi.useFakeTimers();
    const load = flakyLoader(Infinity);
    const loaded = retryImport(load);
    const outcome = expect(loaded).rejects.toMatchObject({ name: "ImportFailedError", cause: { name: "ChunkLoadError" } });
    await vi.runAllTimersAsync();
    await outcome;
    expect(load).toHaveBeenCalledTimes(IMPORT_RETRY_DELAYS_MS.length + 1);
    expect(isImportFailure(await loaded.catch((failure: unknown) => failure))).toBe(true);
  });

  it("takes its pauses from the caller: none means one attempt", async () => {
    const load = flakyLoader(1);
    await expect(retryImport(load, [])).rejects.toMatchObject({ name: "ImportFailedError" });
    expect(load).toHaveBeenCalledOnce();
  });
});

describe("isImportFailure", () => {
  it("recognises ours and the bundler's chunk errors, and nothing else", () => {
    expect(isImportFailure(Object.assign(new Error("Code could not be loaded."), { name: "ImportFailedError" }))).toBe(true);
    expect(isImportFailure(chunkLoadError())).toBe(true);
    expect(isImportFailure(new Error("Failed to load"))).toBe(false);
    expect(isImportFailure(Object.assign(new Error("quota"), { name: "StoreError" }))).toBe(false);
    expect(isImportFailure("ChunkLoadError")).toBe(false);
    expect(isImportFailure(null)).toBe(false);
  });
});
