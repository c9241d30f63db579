import { BUILDINGS, DETAILS, PLACES, TIMES, type Detail, type SceneSpec } from "./types";

/** Checking a scene spec before drawing it, and reading its details. */

export function assertSpec(spec: SceneSpec): void {
  if (!PLACES.includes(spec.place)) throw new Error(`Unknown place: ${String(spec.place)}`);
  if (!BUILDINGS.includes(spec.building)) throw new Error(`Unknown building: ${String(spec.building)}`);
  if (!TIMES.includes(spec.time)) throw new Error(`Unknown time: ${String(spec.time)}`);
  for (const d of spec.details ?? []) if (!DETAILS.includes(d)) throw new Error(`Unknown detail: ${String(d)}`);
  if (spec.wordmark !== undefined && !/^[\p{L}\p{N} .&'’-]{1,40}$/u.test(spec.wordmark)) throw new Error(`Bad wordmark: ${spec.wordmark}`);
  for (const v of [spec.width, spec.height]) {
    if (!Number.isFinite(v) || v < 16 || v > 8192) throw new Error(`Bad scene size: ${spec.width}x${spec.height}`);
  }
}

export function has(spec: SceneSpec, d: Detail): boolean {
  return spec.details?.includes(d) ?? false;
}
