import type * as z from "zod/mini";

/** Messages of a failed parse grouped by field path ("buyer.email"); {} when it passes. For tests. */
export function errorsOf(schema: z.ZodMiniType, value: unknown): Record<string, string[]> {
  const result = schema.safeParse(value);
  if (result.success) return {};
  const errors: Record<string, string[]> = {};
  for (const issue of result.error.issues) {
    const key = issue.path.map(String).join(".");
    (errors[key] ??= []).push(issue.message);
  }
  return errors;
}

/** The message a form would show by each field: the first per path. For tests. */
export function fieldErrorsOf(schema: z.ZodMiniType, value: unknown): Record<string, string> {
  return Object.fromEntries(Object.entries(errorsOf(schema, value)).map(([key, messages]) => [key, messages[0] ?? ""]));
}

/** A copy of `record` without `keys`, for "optional field left out" tests. */
export function without<T extends object, K extends keyof T>(record: T, ...keys: K[]): Omit<T, K> {
  const copy: Partial<T> = { ...record };
  for (const key of keys) delete copy[key];
  return copy as Omit<T, K>;
}
