import { describe, expect, it } from "vitest";
import { sampleMessages } from "@/lib/catalogue/contracts";
import { threadOrder, threadTranscript, transcriptFileName } from "./transcript";

describe("thread transcripts", () => {
  it("list every message in order with sender, role and UTC time, text kept exactly", () => {
    const group = sampleMessages.filter((message) => message.threadId === "closing-group");
    const extra = {
      ...group[0]!,
      id: "x",
      timestamp: "2026-11-21T09:00:00.000Z",
      message: "<script>alert(1)</script>\nsecond line",
      attachment: { id: "f", name: "plan.pdf", type: "application/pdf" as const, size: 10 },
    };
    const text = threadTranscript("Group Discussion", [extra, ...group].reverse(), new Date("2026-11-22T12:00:00Z"));
    expect(text.split("\n").slice(0, 4)).toEqual([
      "Group Discussion",
      "Exported 2026-11-22 12:00 UTC",
      "",
      "[2026-11-20 14:00 UTC] Marisol Vega (Realtor)",
    ]);
    expect(text).toContain("    <script>alert(1)</script>\n    second line\n    Attachment: plan.pdf");
    expect(text.indexOf("Priya Raman")).toBeLessThan(text.indexOf("<script>"));
    expect(text.endsWith("\n")).toBe(true);
  });

  it("order ties by id and name the file by date", () => {
    const ordered = threadOrder([
      { id: "b", timestamp: "2026-01-01T00:00:00Z" },
      { id: "a", timestamp: "2026-01-01T00:00:00Z" },
    ]);
    expect(ordered.map((message) => message.id)).toEqual(["a", "b"]);
    expect(transcriptFileName("closing-group", new Date("2026-11-22T23:00:00Z"))).toBe("closing-group-2026-11-22.txt");
  });
});
