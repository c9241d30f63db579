import { describe, expect, it } from "vitest";
import { MAX_SAVED_QUERY, MAX_SEARCH_NAME, saveSearchFormSchema, savedSearchSchema, type SavedSearch } from "./saved-search";
import { fieldErrorsOf } from "./test-utils";

const search: SavedSearch = {
  id: "search-1",
  name: "Aman in Miami Beach",
  page: "/buy",
  query: "hotel=aman&city=miami-beach",
  createdAt: "2026-11-24T10:00:00.000Z",
};

describe("saveSearchFormSchema", () => {
  it("takes a name, trimmed", () => {
    expect(saveSearchFormSchema.parse({ name: "  Beach homes  " })).toEqual({ name: "Beach homes" });
  });

  it("asks for a name", () => {
    expect(fieldErrorsOf(saveSearchFormSchema, { name: "   " })).toEqual({ name: "Enter a name for this search" });
  });

  it(`allows ${MAX_SEARCH_NAME} characters and no more`, () => {
    expect(saveSearchFormSchema.safeParse({ name: "x".repeat(MAX_SEARCH_NAME) }).success).toBe(true);
    expect(fieldErrorsOf(saveSearchFormSchema, { name: "x".repeat(MAX_SEARCH_NAME + 1) })).toEqual({
      name: "Name must be 80 characters or fewer",
    });
  });
});

describe("savedSearchSchema", () => {
  it("accepts a /buy and a /rent search, and an empty query (every residence)", () => {
    expect(savedSearchSchema.safeParse(search).success).toBe(true);
    expect(savedSearchSchema.safeParse({ ...search, page: "/rent", query: "where=aspen&guests=4", ownerId: "acc-1" }).success).toBe(true);
    expect(savedSearchSchema.safeParse({ ...search, query: "" }).success).toBe(true);
  });

  it("refuses another page", () => {
    expect(fieldErrorsOf(savedSearchSchema, { ...search, page: "/contracts" })).toEqual({
      page: "Choose the page of the search: /buy or /rent",
    });
  });

  it("refuses a query with its ? or a hash, and one longer than any the filters write", () => {
    expect(fieldErrorsOf(savedSearchSchema, { ...search, query: "?hotel=aman" })).toEqual({
      query: "Store the query without its ? and without a #",
    });
    expect(fieldErrorsOf(savedSearchSchema, { ...search, query: "hotel=aman#list-yours" })).toEqual({
      query: "Store the query without its ? and without a #",
    });
    expect(Object.keys(fieldErrorsOf(savedSearchSchema, { ...search, query: "q=".padEnd(MAX_SAVED_QUERY + 1, "x") }))).toEqual(["query"]);
  });

  it("refuses a stored name that is empty or too long", () => {
    expect(fieldErrorsOf(savedSearchSchema, { ...search, name: "" })).toEqual({ name: "Enter a name for this search" });
    expect(fieldErrorsOf(savedSearchSchema, { ...search, name: "x".repeat(81) })).toEqual({ name: "Name must be 80 characters or fewer" });
  });
});
