import type { LazyDefinitions, StoreDefinitions } from "./store-api";
import type { RecordSchema } from "./validation";

type Schemas = Readonly<Record<string, RecordSchema>>;

export interface SchemaLoader {
  /** The collection names, known before the schemas are. */
  readonly names: string[];
  /** The schemas, loaded once (a failed load is tried again on the next call). */
  load(): Promise<Schemas>;
  /** One collection's schema; only after load() resolved. */
  schemaOf(name: string): RecordSchema;
}

function isLazy<D extends StoreDefinitions>(definitions: D | LazyDefinitions<D>): definitions is LazyDefinitions<D> {
  return typeof (definitions as Partial<LazyDefinitions<D>>).load === "function";
}

/** The store's schemas: given up front, or loaded with the store's first read or write. */
export function createSchemaLoader<D extends StoreDefinitions>(given: D | LazyDefinitions<D>): SchemaLoader {
  const names: string[] = isLazy(given) ? [...given.names] : Object.keys(given);
  /** Set once the schemas are here; every collection call awaits engine(), which loads them first. */
  let definitions: Schemas | undefined = isLazy(given) ? undefined : given;
  let loadingDefinitions: Promise<Schemas> | undefined;

  function load(): Promise<Schemas> {
    if (definitions) return Promise.resolve(definitions);
    loadingDefinitions ??= (isLazy(given) ? given.load() : Promise.resolve(given)).then(
      (loaded: Schemas) => {
        const missing = names.filter((name) => !loaded[name]);
        if (missing.length > 0) throw new Error(`Store collections without a schema: ${missing.join(", ")}.`);
        definitions = loaded;
        return loaded;
      },
      (error: unknown) => {
        // A chunk that failed to load (offline) may load on the next try.
        loadingDefinitions = undefined;
        throw error;
      },
    );
    return loadingDefinitions;
  }

  function schemaOf(name: string): RecordSchema {
    const schema = definitions?.[name];
    if (!schema) throw new Error(`The schema of ${name} is used before the store opened.`);
    return schema;
  }

  return { names, load, schemaOf };
}
