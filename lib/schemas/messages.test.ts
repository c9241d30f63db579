import { readdirSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import * as schemas from "./index";

const BANNED = /\b(please|sorry|invalid|oops)\b/i;

type Parseable = { safeParse: (value: unknown) => { success: boolean; error?: { issues: { message: string }[] } } };

function isSchema(value: unknown): value is Parseable & { _zod: unknown } {
  return typeof value === "object" && value !== null && "_zod" in value && "safeParse" in value;
}

const exportedSchemas: [string, Parseable & { shape?: Record<string, unknown> }][] = [];
for (const [name, value] of Object.entries(schemas)) {
  if (isSchema(value)) exportedSchemas.push([name, value]);
}

const probes: unknown[] = [
  undefined,
  null,
  "",
  "   ",
  "x",
  "x".repeat(3000),
  "2026-02-30",
  "not-an-email@",
  -1,
  0,
  1.5,
  Number.NaN,
  true,
  false,
  [],
  [1],
  {},
  { min: 4, max: 2 },
  { id: "", name: "x.exe", size: 0 },
];

/** Every message a schema gives for the probes, whole and field by field. */
function messagesFrom(schema: Parseable & { shape?: Record<string, unknown> }): string[] {
  const found: string[] = [];
  const collect = (value: unknown) => {
    const result = schema.safeParse(value);
    for (const issue of result.error?.issues ?? []) found.push(issue.message);
  };
  for (const probe of probes) collect(probe);
  if (schema.shape) {
    const keys = Object.keys(schema.shape);
    for (const probe of probes) collect(Object.fromEntries(keys.map((key) => [key, probe])));
    collect({ ...Object.fromEntries(keys.map((key) => [key, ""])), kind: "tour", role: "seller", status: "signed", date: null });
  }
  return found;
}

describe("error messages", () => {
  it("finds the exported schemas to check", () => {
    expect(exportedSchemas.length).toBeGreaterThan(40);
  });

  it.each(exportedSchemas)("%s never says please, sorry, invalid or oops", (_name, schema) => {
    const messages = messagesFrom(schema);
    const offending = messages.filter((message) => BANNED.test(message));
    expect(offending).toEqual([]);
  });

  it("no string written in lib/schemas says please, sorry, invalid or oops", () => {
    const folder = fileURLToPath(new URL(".", import.meta.url));
    const sources = readdirSync(folder).filter((file) => file.endsWith(".ts") && !file.endsWith(".test.ts"));
    expect(sources.length).toBeGreaterThan(15);
    const offending: string[] = [];
    for (const file of sources) {
      const text = readFileSync(new URL(file, import.meta.url), "utf8");
      for (const literal of text.match(/"(?:[^"\\\n]|\\.)*"|`(?:[^`\\]|\\.)*`/g) ?? []) {
        if (BANNED.test(literal)) offending.push(`${file}: ${literal}`);
      }
    }
    expect(offending).toEqual([]);
  });

  it("the fallback wording covers issues no schema words itself", () => {
    const fallback = schemas.fallbackMessage;
    expect(fallback({ code: "invalid_type", expected: "string", input: undefined, path: [] })).toBe("Enter text");
    expect(fallback({ code: "invalid_value", values: ["a"], input: "b", path: [] })).toBe("Choose one of the options");
    expect(fallback({ code: "unrecognized_keys", keys: ["x", "y"], input: {}, path: [] })).toBe("Remove the unexpected fields: x, y");
  });
});
