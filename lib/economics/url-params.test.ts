import { describe, expect, it } from "vitest";
import { readParams, writeParams, type FieldSchemas, type ParamFields } from "./url-params";
import { wholeNumber } from "./url-numbers";

type Values = { guests: number; nights: number };

const fields: ParamFields<Values> = {
  guests: { key: "guests", read: wholeNumber, write: String },
  nights: { key: "n", read: wholeNumber, write: String },
};

const upToTen = { safeParse: (value: unknown) => ({ success: typeof value === "number" && value <= 10 }) };
const schemas: FieldSchemas<Values> = { guests: upToTen, nights: upToTen };
const defaults: Values = { guests: 2, nights: 3 };

describe("readParams", () => {
  it("uses what both the reader and the schema accept and names the rest", () => {
    expect(readParams(new URLSearchParams("guests=4&n=11"), fields, schemas, defaults)).toEqual({
      values: { guests: 4, nights: 3 },
      fallbacks: ["nights"],
    });
    expect(readParams(new URLSearchParams("guests=four"), fields, schemas, defaults).fallbacks).toEqual(["guests"]);
  });

  it("does not change the defaults it is given", () => {
    readParams(new URLSearchParams("guests=4"), fields, schemas, defaults);
    expect(defaults).toEqual({ guests: 2, nights: 3 });
  });
});

describe("writeParams", () => {
  it("writes the differences under each field's key, in field order", () => {
    expect(writeParams({ guests: 5, nights: 7 }, fields, defaults).toString()).toBe("guests=5&n=7");
    expect(writeParams({ guests: 2, nights: 7 }, fields, defaults).toString()).toBe("n=7");
  });

  it("removes a field at its default from a base query without changing the base", () => {
    const base = new URLSearchParams("n=7&view=map");
    expect(writeParams(defaults, fields, defaults, base).toString()).toBe("view=map");
    expect(base.toString()).toBe("n=7&view=map");
  });
});
