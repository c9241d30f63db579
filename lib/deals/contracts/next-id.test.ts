import { describe, expect, it } from "vitest";
import { padContractId } from "@/lib/format";
import { nextContractId } from "./next-id";

describe("contract ids", () => {
  it("are padded to 6 digits for display", () => {
    expect(padContractId("1")).toBe("000001");
    expect(padContractId("42")).toBe("000042");
    expect(padContractId("1234567")).toBe("1234567");
  });

  it("continue after the largest numeric id, ignoring others", () => {
    expect(nextContractId(["1", "2", "3", "4"])).toBe("5");
    expect(nextContractId(["9", "10", "2"])).toBe("11");
    expect(nextContractId(["draft-a", "7"])).toBe("8");
    expect(nextContractId([])).toBe("1");
    expect(nextContractId(["99999999999999999999"])).toBe("100000000000000000000");
  });
});
