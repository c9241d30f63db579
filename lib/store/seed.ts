import type { TableData } from "./engine";
import { validate, type RecordSchema } from "./validation";

/**
 * The sample records a first visit (and a reset) starts with, each checked against its
 * schema. A sample that fails is left out and logged, so it never lands in quarantine.
 * Failing to load the samples at all (an offline chunk) gives an empty store, not an error.
 */
export async function loadSamples(
  load: (() => Promise<Partial<Record<string, readonly unknown[]>>>) | undefined,
  definitions: Readonly<Record<string, RecordSchema>>,
): Promise<TableData> {
  let samples: Partial<Record<string, readonly unknown[]>> = {};
  try {
    samples = (await load?.()) ?? {};
  } catch (error) {
    console.error("[store] sample data could not be loaded", error);
  }
  const seed: Record<string, unknown[]> = {};
  for (const [name, records] of Object.entries(samples)) {
    const schema = definitions[name];
    if (!schema || !records) continue;
    seed[name] = records.flatMap((record) => {
      const result = validate(schema, record);
      if (result.ok) return [result.value];
      console.error(`[store] sample ${name} record skipped`, result.issues);
      return [];
    });
  }
  return seed;
}
