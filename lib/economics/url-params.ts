import type { QueryReader } from "@/lib/query-params";

/**
 * Calculator inputs in a URL query, both ways, for any set of values: each field has its query key
 * and a strict text reader and writer (url-numbers.ts), and the calculator's zod schema checks the
 * range. A URL is untrusted input: a value that cannot be read, or that the schema refuses, is
 * replaced by its default and named in `fallbacks`, so the page can say so. A missing or empty
 * parameter simply takes its default; unknown parameters are left alone; of a repeated key the
 * first value counts.
 */

export type ParamField<Value> = {
  /** The query parameter, like "down". */
  key: string;
  /** The value in `text`, or null when it is not strictly of the field's form. */
  read: (text: string) => Value | null;
  write: (value: Value) => string;
};

export type ParamFields<Values> = { [Field in keyof Values]: ParamField<Values[Field]> };

/** The schema of each field (a zod object schema's `shape` fits). */
export type FieldSchemas<Values> = { [Field in keyof Values]: { safeParse: (value: unknown) => { success: boolean } } };

export type ParsedParams<Values> = {
  values: Values;
  /** The fields whose URL value could not be used and so show their default, in field order. */
  fallbacks: (keyof Values & string)[];
};

function fieldNames<Values extends object>(fields: ParamFields<Values>): (keyof Values & string)[] {
  return Object.keys(fields) as (keyof Values & string)[];
}

/** Reads `fields` from `params`: what passes both the reader and the schema, the default otherwise. */
export function readParams<Values extends object>(
  params: QueryReader,
  fields: ParamFields<Values>,
  schemas: FieldSchemas<Values>,
  defaults: Values,
): ParsedParams<Values> {
  const values = { ...defaults };
  const fallbacks: (keyof Values & string)[] = [];
  for (const name of fieldNames(fields)) {
    const text = params.get(fields[name].key);
    if (text === null || text === "") continue;
    const value = fields[name].read(text);
    if (value !== null && schemas[name].safeParse(value).success) values[name] = value;
    else fallbacks.push(name);
  }
  return { values, fallbacks };
}

/**
 * The query for `values`: only the fields that differ from `defaults`, in field order. Given
 * `base`, its other parameters are kept and these fields' keys replaced (removed when at default).
 */
export function writeParams<Values extends object>(
  values: Values,
  fields: ParamFields<Values>,
  defaults: Values,
  base?: URLSearchParams,
): URLSearchParams {
  const params = new URLSearchParams(base);
  for (const name of fieldNames(fields)) {
    params.delete(fields[name].key);
    if (values[name] !== defaults[name]) params.set(fields[name].key, fields[name].write(values[name]));
  }
  return params;
}
