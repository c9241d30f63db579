import { describe, expect, it } from "vitest";
import { sampleContracts } from "@/lib/catalogue/contracts";
import { offPlanBuildingOf } from "./building";

describe("the off-plan building of a contract", () => {
  it("is found from the property as a listing names it, alone or with the residence", () => {
    expect(offPlanBuildingOf({ property: "Aman Miami Beach, Residence 3A" })).toMatchObject({
      listingId: "aman-miami-beach",
      completion: "2027-Q4",
      currency: "USD",
    });
    expect(offPlanBuildingOf({ property: "aman miami beach" })?.listingId).toBe("aman-miami-beach");
  });

  it("is none for a built residence, a name no listing has, or one that only starts like a listing's", () => {
    expect(offPlanBuildingOf({ property: "Ritz-Carlton Miami Beach, Residence 2A" })).toBeNull();
    expect(offPlanBuildingOf({ property: "Villa Nowhere" })).toBeNull();
    expect(offPlanBuildingOf({ property: "Aman Miami Beachfront Lofts" })).toBeNull();
  });

  it("makes sample contract 1 the off-plan sample, with the escrow account it states", () => {
    const offPlan = sampleContracts.filter((contract) => offPlanBuildingOf(contract) !== null).map((contract) => contract.id);
    expect(offPlan).toContain("1");
    expect(sampleContracts[0]?.escrowAccount?.number).toBe("4410 2286 5501 07");
  });
});
