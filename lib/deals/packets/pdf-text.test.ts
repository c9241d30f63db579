import { PDFDocument, StandardFonts, type PDFFont } from "pdf-lib";
import { beforeAll, describe, expect, it } from "vitest";
import { wrapText } from "./pdf-text";

const SIZE = 10;
const WIDTH = 500;
let font: PDFFont;

beforeAll(async () => {
  font = await (await PDFDocument.create()).embedFont(StandardFonts.Helvetica);
});

const widthOf = (line: string) => font.widthOfTextAtSize(line, SIZE);

describe("wrapText", () => {
  it("breaks at spaces and keeps every word whole when it fits", () => {
    const text = Array.from({ length: 60 }, (_, index) => `word${index}`).join(" ");
    const lines = wrapText(text, font, SIZE, WIDTH);
    expect(lines.length).toBeGreaterThan(1);
    expect(lines.every((line) => widthOf(line) <= WIDTH)).toBe(true);
    expect(lines.join(" ")).toBe(text);
  });

  it("cuts a word wider than a line where it overflows, losing no character", () => {
    const word = "W".repeat(400);
    const lines = wrapText(`before ${word} after`, font, SIZE, WIDTH);
    expect(lines[0]).toBe("before");
    expect(lines.join("")).toBe(`before${word} after`);
    for (const line of lines.slice(1, -1)) {
      expect(widthOf(line)).toBeLessThanOrEqual(WIDTH);
      // The longest start that fits: one character more would overflow.
      expect(widthOf(`${line}W`)).toBeGreaterThan(WIDTH);
    }
  });

  it("wraps a 10 KB word without spaces in under 50 ms", () => {
    const word = "x".repeat(10_240);
    wrapText("warm up", font, SIZE, WIDTH);
    const started = performance.now();
    const lines = wrapText(word, font, SIZE, WIDTH);
    const took = performance.now() - started;
    expect(lines.join("")).toBe(word);
    expect(lines.every((line) => widthOf(line) <= WIDTH)).toBe(true);
    expect(took).toBeLessThan(50);
  });

  it("keeps a character wider than the line on a line of its own instead of looping", () => {
    expect(wrapText("MM", font, SIZE, 5)).toEqual(["M", "M"]);
  });
});
