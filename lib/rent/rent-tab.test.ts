import { describe, expect, it } from "vitest";
import { isRentTab, rentTabFromHash, rentTabHash } from "./rent-tab";

describe("the /rent tab in the URL hash", () => {
  it("round-trips both tabs", () => {
    expect(rentTabFromHash(rentTabHash("list"))).toBe("list");
    expect(rentTabFromHash(rentTabHash("find"))).toBe("find");
    expect(rentTabHash("find")).toBe("");
    expect(rentTabHash("list")).toBe("#list-yours");
  });

  it("opens the first tab for no hash, #find or anything unknown", () => {
    for (const hash of ["", "#", "#find", "#LIST-YOURS", "#list", "#<script>", `#${"x".repeat(10_000)}`]) {
      expect(rentTabFromHash(hash)).toBe("find");
    }
  });

  it("knows its tab values", () => {
    expect(isRentTab("list")).toBe(true);
    expect(isRentTab("listing")).toBe(false);
  });
});
