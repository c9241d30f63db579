import { describe, expect, it } from "vitest";
import { parseUrlLocation } from "./use-url-location";

describe("parseUrlLocation", () => {
  it("splits the query from the hash", () => {
    expect(parseUrlLocation("?hotel=aman&city=miami#list-yours")).toEqual({ search: "hotel=aman&city=miami", hash: "#list-yours" });
  });

  it("reads a bare address, a query alone and a hash alone", () => {
    expect(parseUrlLocation("")).toEqual({ search: "", hash: "" });
    expect(parseUrlLocation("?q=penthouse")).toEqual({ search: "q=penthouse", hash: "" });
    expect(parseUrlLocation("#find")).toEqual({ search: "", hash: "#find" });
  });

  it("keeps a '#' inside the hash and a '?' inside the hash as hash", () => {
    expect(parseUrlLocation("?a=1#b?c#d")).toEqual({ search: "a=1", hash: "#b?c#d" });
  });
});
