import { describe, expect, it } from "vitest";
import { collectionNames } from "@/lib/store";
import { backupFileName } from "./activity";
import { collectionLabel, collectionLabels, importNotice } from "./backup-labels";

describe("backup labels", () => {
  it("names every collection of the store, and falls back to the name itself", () => {
    expect(Object.keys(collectionLabels).sort()).toEqual([...collectionNames].sort());
    expect(collectionLabel("transactions")).toBe("Payments and bookings");
    expect(collectionLabel("tags")).toBe("tags");
  });

  it("says what a merge added, or that it added nothing", () => {
    expect(importNotice({ mode: "merge", written: 3 }, "b.json")).toBe("Merged b.json: 3 records added. Nothing that was here changed.");
    expect(importNotice({ mode: "merge", written: 1 }, "b.json")).toBe("Merged b.json: 1 record added. Nothing that was here changed.");
    expect(importNotice({ mode: "merge", written: 0 }, "b.json")).toBe(
      "Nothing to merge from b.json: this browser already had every record in it.",
    );
  });

  it("says where the automatic backup went after a replace", () => {
    const previous = backupFileName(new Date(2026, 10, 22), "before-import");
    expect(previous).toBe("aurum-residences-before-import-2026-11-22.json");
    expect(importNotice({ mode: "replace", written: 9 }, "b.json", previous)).toBe(
      "Backup restored from b.json. Everything below now comes from it. A backup of what was here before was offered as a download, aurum-residences-before-import-2026-11-22.json, and is also kept in this browser until you say it is saved.",
    );
  });
});
