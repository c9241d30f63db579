import { describe, expect, it } from "vitest";
import { shortlistCatalogue } from "./shortlist-catalogue";
import type { ShortlistItem } from "@/lib/schemas/shortlist";
import { residenceTitle, shortlistEntries } from "./shortlist-entries";

const item = (id: string, kind: ShortlistItem["kind"], itemId: string, createdAt: string, ownerId?: string): ShortlistItem => ({
  id,
  kind,
  itemId,
  createdAt,
  ...(ownerId ? { ownerId } : {}),
});

describe("shortlistEntries", () => {
  it("names and links each kind of item from the catalogue, most recently saved first", () => {
    const entries = shortlistEntries(
      [
        item("a", "listing", "aman-miami-beach", "2026-11-20T10:00:00.000Z"),
        item("b", "residence", "aman-dune-residence-3a", "2026-11-21T10:00:00.000Z", "acc-ada"),
        item("c", "rental", "st-regis-aspen-ajax-chalet", "2026-11-22T10:00:00.000Z"),
      ],
      shortlistCatalogue,
    );
    expect(entries.map((entry) => entry.item)).toEqual([
      { title: "Ajax Chalet at St. Regis Aspen", place: "Aspen, Colorado", href: "/rent/#rental-st-regis-aspen-ajax-chalet-title" },
      {
        title: "Dune Residence, Residence 3A at Aman Miami Beach",
        place: "Miami Beach, Florida",
        href: "/residences/#residence-aman-dune-residence-3a-title",
      },
      { title: "Aman Miami Beach", place: "Miami Beach, Florida", href: "/aman-miami-beach" },
    ]);
    expect(entries.map((entry) => entry.signedOut)).toEqual([true, false, true]);
  });

  it("shows an item saved twice (two tabs) once, from when it was first saved, with both records to remove", () => {
    const entries = shortlistEntries(
      [
        item("late", "listing", "aman-miami-beach", "2026-11-22T10:00:00.000Z", "acc-ada"),
        item("early", "listing", "aman-miami-beach", "2026-11-20T10:00:00.000Z"),
      ],
      shortlistCatalogue,
    );
    expect(entries).toHaveLength(1);
    expect(entries[0]?.savedAt).toBe("2026-11-20T10:00:00.000Z");
    expect(entries[0]?.records.map((record) => record.id)).toEqual(["early", "late"]);
    expect(entries[0]?.signedOut).toBe(false);
  });

  it("keeps an item the catalogue no longer lists, without a link, so it can be removed", () => {
    const [entry] = shortlistEntries([item("gone", "listing", "a-sold-tower", "2026-11-20T10:00:00.000Z")], shortlistCatalogue);
    expect(entry?.item).toBeNull();
    expect(entry?.records).toHaveLength(1);
  });
});

describe("residenceTitle", () => {
  it("tells apart units that share a name", () => {
    const gardens = shortlistCatalogue.residences.filter((residence) => residence.name === "Garden Residence").map(residenceTitle);
    expect(new Set(gardens).size).toBe(gardens.length);
  });
});
