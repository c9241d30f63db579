import * as z from "zod/mini";
import "./error-map";
import type { InputLimit } from "./economics-values";

/** A whole number within `limit` (economics-values.ts), with the limit's one sentence for every failure. */
export function wholeWithin(limit: InputLimit) {
  return z.int({ error: limit.message }).check(z.gte(limit.min, limit.message), z.lte(limit.max, limit.message));
}
