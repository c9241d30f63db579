import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { MemoryStorage } from "@/lib/store/testing";
import { CARRIED_NOTICE_TTL_MS } from "./carried-notice-format";
import { carryNotice } from "./carry-notice";
import { takeCarriedNotice } from "./take-carried-notice";

const NOW = Date.parse("2026-11-29T04:00:00.000Z");
const accepted = { title: "Offer accepted", description: "Contract #000007 is prepared from the accepted terms." };
let session: MemoryStorage;

beforeEach(() => {
  session = new MemoryStorage();
  vi.stubGlobal("sessionStorage", session);
});
afterEach(() => void vi.unstubAllGlobals());

describe("a notice carried to the next page", () => {
  it("is shown once by the page it names, with or without its trailing slash, then forgotten", () => {
    expect(carryNotice(accepted, "/contracts/7?from=offer#top", NOW)).toBe(true);
    expect(takeCarriedNotice("/contracts/7", NOW + 1_500)).toEqual(accepted);
    expect(takeCarriedNotice("/contracts/7/", NOW + 1_600)).toBeNull();
    expect(session.keys()).toEqual([]);
  });

  it("is dropped unseen by another page, so it never speaks later on the right one", () => {
    carryNotice(accepted, "/contracts/7/", NOW);
    expect(takeCarriedNotice("/offers/", NOW + 100)).toBeNull();
    expect(takeCarriedNotice("/contracts/7/", NOW + 200)).toBeNull();
  });

  it("is dropped when it waited longer than a navigation takes, or comes from the future", () => {
    carryNotice(accepted, "/contracts/7/", NOW);
    expect(takeCarriedNotice("/contracts/7/", NOW + CARRIED_NOTICE_TTL_MS + 1)).toBeNull();
    carryNotice(accepted, "/contracts/7/", NOW + 10_000);
    expect(takeCarriedNotice("/contracts/7/", NOW)).toBeNull();
  });

  it("drops a malformed or oversized stored value without throwing", () => {
    for (const raw of [
      "{not json",
      JSON.stringify({ title: "", path: "/contracts/7/", at: NOW }),
      JSON.stringify({ ...accepted, title: "x".repeat(121), path: "/contracts/7/", at: NOW }),
    ]) {
      session.setItem("rm:carried-notice", raw);
      expect(takeCarriedNotice("/contracts/7/", NOW)).toBeNull();
      expect(session.getItem("rm:carried-notice")).toBeNull();
    }
  });

  it("keeps a notice without a description as a title alone", () => {
    carryNotice({ title: "Signed" }, "/contracts/7/", NOW);
    expect(takeCarriedNotice("/contracts/7/", NOW)).toEqual({ title: "Signed" });
  });
});
