import { describe, expect, it } from "vitest";
import { cn } from "./utils";

describe("cn", () => {
  it("joins classes in order, the caller's last, leaving out what a condition ruled out", () => {
    const active = false;
    expect(cn("inline-flex gap-2", active && "bg-secondary", null, undefined, "", "mt-6")).toBe("inline-flex gap-2 mt-6");
  });

  it("never merges: two classes that fight both stay, so a variant must be used instead", () => {
    expect(cn("px-5", "px-3")).toBe("px-5 px-3");
  });
});
