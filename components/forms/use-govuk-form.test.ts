import { describe, expect, it, vi } from "vitest";
import type { ResolverOptions } from "react-hook-form";
import { contractFormSchema, type ContractForm } from "@/lib/schemas/contract";
import { LOAD_FAILED } from "./form-load-failed";
import { lazyZodResolver } from "./use-govuk-form";

const options = { fields: {}, shouldUseNativeValidation: false } as ResolverOptions<ContractForm>;
const empty = Object.fromEntries(Object.keys(contractFormSchema.def.shape).map((key) => [key, ""])) as ContractForm;

describe("the lazy zod resolver", () => {
  it("loads the schema on first use, once, and reports the schema's errors", async () => {
    const load = vi.fn(async () => contractFormSchema);
    const { resolver } = lazyZodResolver<ContractForm>(load);
    expect(load).not.toHaveBeenCalled();
    const first = await resolver(empty, undefined, options);
    expect(first.errors.propertyName?.message).toBe("Enter the property name");
    await resolver(empty, undefined, options);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("retries a schema that failed to load (an offline chunk), then reports a form-level error; the next submit tries again", async () => {
    vi.useFakeTimers();
    const offline = Object.assign(new Error("offline"), { name: "ChunkLoadError" });
    const load = vi.fn().mockRejectedValueOnce(offline).mockRejectedValueOnce(offline).mockRejectedValueOnce(offline);
    load.mockResolvedValue(contractFormSchema);
    const { resolver } = lazyZodResolver<ContractForm>(load);
    const failed = resolver(empty, undefined, options);
    await vi.runAllTimersAsync();
    expect((await failed).errors.root?.type).toBe(LOAD_FAILED);
    expect(load).toHaveBeenCalledTimes(3);
    vi.useRealTimers();
    expect((await resolver(empty, undefined, options)).errors.buyerName?.message).toBe("Enter the buyer's name");
  });

  it("takes a schema directly too", async () => {
    const { resolver } = lazyZodResolver<ContractForm>(contractFormSchema);
    expect(Object.keys((await resolver(empty, undefined, options)).errors)).toContain("realtorLicense");
  });
});
