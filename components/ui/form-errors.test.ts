import { describe, expect, it } from "vitest";
import type { FieldErrors } from "react-hook-form";

import { collectErrors, firstErrorMessage } from "@/components/ui/form-errors";

describe("collectErrors", () => {
  it("returns an empty list when there are no errors", () => {
    expect(collectErrors({}, ["name"])).toEqual([]);
  });

  it("lists errors in the given field order, not the order they were found", () => {
    const errors = {
      email: { type: "custom", message: "Enter an email address" },
      name: { type: "custom", message: "Enter your name" },
    } as FieldErrors;
    expect(collectErrors(errors, ["name", "email"])).toEqual([
      { name: "name", message: "Enter your name" },
      { name: "email", message: "Enter an email address" },
    ]);
  });

  it("flattens nested objects and field arrays into dotted paths", () => {
    const errors = {
      address: { city: { type: "custom", message: "Enter a city" } },
      rooms: [undefined, { size: { type: "custom", message: "Enter the size" } }],
      owners: { root: { type: "too_small", message: "Add an owner" } },
    } as unknown as FieldErrors;
    expect(collectErrors(errors, ["owners", "address", "rooms"])).toEqual([
      { name: "owners", message: "Add an owner" },
      { name: "address.city", message: "Enter a city" },
      { name: "rooms.1.size", message: "Enter the size" },
    ]);
  });

  it("skips DOM refs, form-level root errors and empty messages, and puts unlisted fields last", () => {
    const ref = { focus: () => undefined, self: {} as unknown };
    ref.self = ref;
    const errors = {
      root: { serverError: { type: "server", message: "Something failed" } },
      extra: { type: "custom", message: "Extra problem", ref },
      blank: { type: "custom", message: "" },
      first: { type: "custom", message: "First problem" },
    } as unknown as FieldErrors;
    expect(collectErrors(errors, ["first"])).toEqual([
      { name: "first", message: "First problem" },
      { name: "extra", message: "Extra problem" },
    ]);
  });

  it("lists fields named like error metadata (message, type)", () => {
    const errors = {
      name: { type: "custom", message: "Enter your full name" },
      message: { type: "custom", message: "Enter your message" },
      type: { type: "custom", message: "Choose a type" },
      nested: { message: { type: "custom", message: "Enter the nested message" } },
    } as unknown as FieldErrors;
    expect(collectErrors(errors, ["name", "message", "type", "nested"])).toEqual([
      { name: "name", message: "Enter your full name" },
      { name: "message", message: "Enter your message" },
      { name: "type", message: "Choose a type" },
      { name: "nested.message", message: "Enter the nested message" },
    ]);
  });
});

describe("firstErrorMessage", () => {
  it("reads the field's own message first, then the first nested one", () => {
    expect(firstErrorMessage({ type: "x", message: "Own" })).toBe("Own");
    expect(firstErrorMessage({ start: { type: "x", message: "Enter a start date" } })).toBe("Enter a start date");
    expect(firstErrorMessage(undefined)).toBeUndefined();
  });
});
