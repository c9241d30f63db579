/**
 * A QR code's module matrix (from the `qrcode` package's `create`) as one SVG path, so the code
 * is drawn by React as elements: no innerHTML, no canvas, crisp at any size.
 */

export type QrMatrix = {
  /** Modules per side. */
  size: number;
  /** Row-major, 1 for a dark module. */
  data: ArrayLike<number>;
};

/** The quiet zone QR readers need around the code, in modules (the standard asks for 4). */
export const QR_MARGIN = 4;

/**
 * An SVG path drawing every dark module, one horizontal run per segment: "M4 4h7v1H4z…".
 * Coordinates include the quiet zone, so the viewBox is `0 0 side side` with side = size + 2 × margin.
 */
export function qrPath({ size, data }: QrMatrix, margin: number = QR_MARGIN): string {
  const parts: string[] = [];
  for (let row = 0; row < size; row += 1) {
    let col = 0;
    while (col < size) {
      if (!data[row * size + col]) {
        col += 1;
        continue;
      }
      const start = col;
      while (col < size && data[row * size + col]) col += 1;
      const x = start + margin;
      const y = row + margin;
      parts.push(`M${x} ${y}h${col - start}v1h${-(col - start)}z`);
    }
  }
  return parts.join("");
}

/** Width and height of the drawing, quiet zone included. */
export function qrSide({ size }: QrMatrix, margin: number = QR_MARGIN): number {
  return size + margin * 2;
}
