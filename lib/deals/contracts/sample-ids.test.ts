import { describe, expect, it } from "vitest";
import { sampleContracts } from "@/lib/catalogue/contracts";
import { contractPath, isPrerenderedContract, parseContractPath, PRERENDERED_CONTRACT_IDS } from "./sample-ids";

describe("pre-rendered contracts", () => {
  it("pre-rendered ids are exactly the samples'", () => {
    expect([...PRERENDERED_CONTRACT_IDS]).toEqual(sampleContracts.map((contract) => contract.id));
    expect(isPrerenderedContract("4")).toBe(true);
    expect(isPrerenderedContract("5")).toBe(false);
  });
});

describe("contract paths", () => {
  it("are built with the trailing slash and read back with or without it", () => {
    expect(contractPath("5")).toBe("/contracts/5/");
    expect(contractPath("5", "sign")).toBe("/contracts/5/sign/");
    expect(parseContractPath("/contracts/5/")).toEqual({ id: "5", subpage: null });
    expect(parseContractPath("/contracts/17/messages")).toEqual({ id: "17", subpage: "messages" });
    expect(parseContractPath("/contracts/17/sign/")).toEqual({ id: "17", subpage: "sign" });
  });

  it("are not recognised for other paths, the create page or odd ids", () => {
    for (const path of [
      "/contracts/",
      "/contracts/new/",
      "/contracts/5/edit/",
      "/buy/",
      "/contracts/%3Cscript%3E/",
      "/contracts/5/sign/x/",
    ]) {
      expect(parseContractPath(path)).toBeNull();
    }
  });
});
