import { create } from "qrcode";
import { describe, expect, it } from "vitest";
import { coins, paymentUri } from "./crypto";
import { qrPath, qrSide, QR_MARGIN } from "./qr";

/** Paints a path of "M x y h w v1 h -w z" runs back into a grid, to compare with the matrix. */
function paint(path: string, side: number): number[] {
  const grid = new Array<number>(side * side).fill(0);
  for (const match of path.matchAll(/M(\d+) (\d+)h(\d+)v1h-\d+z/g)) {
    const [x, y, w] = [Number(match[1]), Number(match[2]), Number(match[3])];
    for (let i = 0; i < w; i += 1) grid[y * side + x + i] = 1;
  }
  return grid;
}

describe("qrPath", () => {
  it("draws a tiny matrix as horizontal runs inside the quiet zone", () => {
    const matrix = { size: 3, data: [1, 1, 0, 0, 1, 1, 1, 0, 1] };
    expect(qrPath(matrix, 0)).toBe("M0 0h2v1h-2zM1 1h2v1h-2zM0 2h1v1h-1zM2 2h1v1h-1z");
    expect(qrPath(matrix)).toContain(`M${QR_MARGIN} ${QR_MARGIN}h2`);
    expect(qrSide(matrix)).toBe(3 + 2 * QR_MARGIN);
  });

  it("draws exactly the dark modules of a real payment QR code", () => {
    const uri = paymentUri("bitcoin", coins.bitcoin.demoAddress, 85_000);
    const { modules } = create(uri, { errorCorrectionLevel: "M" });
    const side = qrSide(modules);
    const painted = paint(qrPath(modules), side);
    for (let row = 0; row < modules.size; row += 1) {
      for (let col = 0; col < modules.size; col += 1) {
        expect(painted[(row + QR_MARGIN) * side + col + QR_MARGIN]).toBe(modules.data[row * modules.size + col] ? 1 : 0);
      }
    }
    // The quiet zone stays light.
    expect(painted.slice(0, side * QR_MARGIN).every((cell) => cell === 0)).toBe(true);
  });

  it("draws nothing for an empty matrix", () => {
    expect(qrPath({ size: 2, data: [0, 0, 0, 0] })).toBe("");
  });
});
