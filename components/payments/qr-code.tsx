"use client";

import { create } from "qrcode";
import { useMemo } from "react";
import { qrPath, qrSide } from "@/lib/payments/qr";
import { cn } from "@/lib/utils";

/**
 * A QR code drawn by React as one SVG path from the `qrcode` package's module matrix (no
 * innerHTML, no canvas). The package is imported here, inside the lazily loaded crypto dialog,
 * so it loads only when that dialog first opens.
 */
export function QrCode({ value, label, className }: { value: string; label: string; className?: string }) {
  const matrix = useMemo(() => create(value, { errorCorrectionLevel: "M" }).modules, [value]);
  const side = qrSide(matrix);
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${side} ${side}`}
      shapeRendering="crispEdges"
      className={cn("block size-44 rounded-md border border-border", className)}
      data-qr-value={value}
    >
      <rect width={side} height={side} className="fill-card" />
      <path d={qrPath(matrix)} className="fill-ink" />
    </svg>
  );
}
