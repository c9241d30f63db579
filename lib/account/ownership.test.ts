import { describe, expect, it } from "vitest";
import { byOwnership, isVisibleTo, ownerStamp, visibleTo } from "./ownership";

const ana = { id: "1", ownerId: "acc-ana" };
const ben = { id: "2", ownerId: "acc-ben" };
const anyone: { id: string; ownerId?: string } = { id: "3" };

describe("record ownership", () => {
  it("stamps a record with the signed-in account, and with nothing when signed out", () => {
    expect(ownerStamp("acc-ana")).toEqual({ ownerId: "acc-ana" });
    expect(ownerStamp(null)).toEqual({});
    expect(ownerStamp(undefined)).toEqual({});
    expect(ownerStamp("")).toEqual({});
  });

  it("shows an account its own records and those made signed out, never another account's", () => {
    expect(visibleTo([ana, ben, anyone], "acc-ana")).toEqual([ana, anyone]);
    expect(visibleTo([ana, ben, anyone], "acc-ben")).toEqual([ben, anyone]);
    expect(isVisibleTo(ben, "acc-ana")).toBe(false);
  });

  it("shows a signed-out visitor only the records made signed out", () => {
    expect(visibleTo([ana, ben, anyone], null)).toEqual([anyone]);
  });

  it("splits what the viewer sees into their own and the signed-out ones", () => {
    expect(byOwnership([ana, ben, anyone], "acc-ana")).toEqual({ mine: [ana], signedOut: [anyone] });
    expect(byOwnership([ana, ben, anyone], null)).toEqual({ mine: [], signedOut: [anyone] });
  });
});
