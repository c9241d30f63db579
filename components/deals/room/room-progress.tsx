"use client";

import { Suspense } from "react";
import { lazyPart } from "@/components/layout/lazy-part";
import type { Contract } from "@/lib/schemas/contract";

// The templates and the catalogue's building facts load only where a deal has a contract.
const RoomProgressLine = lazyPart(
  () => import("./room-progress-line"),
  (module) => module.RoomProgressLine,
);

/** The deal room's progress line, its code loaded on use. */
export function RoomProgress({ contract }: { contract: Contract }) {
  return (
    <Suspense fallback={null}>
      <RoomProgressLine contract={contract} />
    </Suspense>
  );
}
