// Helpers for the field tests (fields-*.test.ts): a field's messages, and a clock fixed for each test.
import type * as z from "zod/mini";
import { afterEach, beforeEach, vi } from "vitest";
import { errorsOf } from "./test-utils";

/** The messages of a field's failed parse (a field's path is ""); [] when it passes. */
export function messages(schema: z.ZodMiniType, value: unknown): string[] {
  return errorsOf(schema, value)[""] ?? [];
}

/** Call at the top of each field test file: every test runs with the clock at 22 November 2026, 10:30 local time. */
export function fixTheClock(): void {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date(2026, 10, 22, 10, 30));
  });

  afterEach(() => {
    vi.useRealTimers();
  });
}
