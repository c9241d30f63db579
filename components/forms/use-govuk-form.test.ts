import { describe, expect, it, vi } from "vitest";
import type { ResolverOptions } from "react-hook-form";
import { contractFormSchema, type ContractForm } from "@/lib/schemas/contract";
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

  it("tries again when the schema failed to load (an offline chunk)", async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error("offline")).mockResolvedValue(contractFormSchema);
    const { resolver } = lazyZodResolver<ContractForm>(load);
    await expect(resolver(empty, undefined, options)).rejects.toThrow("offline");
    expect((await resolver(empty, undefined, options)).errors.buyerName?.message).toBe("Enter the buyer's name");
  });

  it("takes a schema directly too", async () => {
    const { resolver } = lazyZodResolver<ContractForm>(contractFormSchema);
    expect(Object.keys((await resolver(empty, undefined, options)).errors)).toContain("realtorLicense");
  });
});
