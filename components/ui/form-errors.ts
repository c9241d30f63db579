import type { FieldErrors } from "react-hook-form";

/** One entry of an error summary: the field's path (what `setFocus` takes) and its message. */
export type SummaryError = { name: string; message: string; label?: string };

const META_KEYS = new Set(["type", "message", "ref", "types"]);

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null;
}

/** Depth-first walk over react-hook-form errors, yielding each message with its dotted path. */
function walk(node: unknown, path: string, out: SummaryError[], seen: Set<unknown>): void {
  if (!isObject(node) || seen.has(node)) return;
  seen.add(node);
  if (typeof node.message === "string" && node.message !== "" && path !== "") {
    out.push({ name: path, message: node.message });
  }
  // Only an error node's own keys are metadata: elsewhere "message" or "type" is a field's name
  // (an inquiry form has a `message` field, whose error must reach the summary too).
  const isErrorNode = typeof node.type === "string" || typeof node.message === "string";
  for (const [key, child] of Object.entries(node)) {
    if (isErrorNode && META_KEYS.has(key)) continue;
    // A field array's own error sits under `root`; it belongs to the array's path.
    if (key === "root") {
      if (path !== "") walk(child, path, out, seen);
      continue;
    }
    walk(child, path === "" ? key : `${path}.${key}`, out, seen);
  }
}

function rank(name: string, order: readonly string[]): number {
  const index = order.findIndex((field) => name === field || name.startsWith(`${field}.`));
  return index === -1 ? order.length : index;
}

/**
 * Flatten react-hook-form errors (nested objects and field arrays included) into the list an
 * ErrorSummary shows, sorted by `order` (the form's fields, top to bottom; a parent path such as
 * "address" covers "address.city"). Unlisted fields follow in the order found. Form-level
 * `errors.root` is left out: it belongs to no field.
 */
export function collectErrors(errors: FieldErrors, order: readonly string[] = []): SummaryError[] {
  const found: SummaryError[] = [];
  walk(errors, "", found, new Set());
  const unique = found.filter((error, index) => found.findIndex((e) => e.name === error.name) === index);
  return unique
    .map((error, index) => ({ error, index, rank: rank(error.name, order) }))
    .sort((a, b) => a.rank - b.rank || a.index - b.index)
    .map(({ error }) => error);
}

/** The first message anywhere inside one field's error (for object-valued fields). */
export function firstErrorMessage(error: unknown): string | undefined {
  if (!isObject(error)) return undefined;
  if (typeof error.message === "string" && error.message !== "") return error.message;
  const found: SummaryError[] = [];
  walk(error, "_", found, new Set());
  return found[0]?.message;
}
