import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { useCollection } from "./hooks";
import { useRecord, useStoreStatus } from "./record-hooks";
import { usePreference } from "./use-preference";
import { createTestStore } from "./testing";
import * as z from "zod/mini";

describe("the hooks in the static HTML", () => {
  it("render the loading state and the fallback, touching no storage", () => {
    const store = createTestStore(null);
    function Probe() {
      const notes = useCollection(store.collections.notes);
      const note = useRecord(store.collections.notes, "n1");
      const status = useStoreStatus();
      const [view] = usePreference("view", z.enum(["grid", "list"]), "grid");
      return createElement("p", null, `${notes.status} ${notes.data.length} ${note.status} ${status.persistence} ${view}`);
    }
    expect(renderToString(createElement(Probe))).toBe("<p>loading 0 loading indexeddb grid</p>");
    expect(store.getStatus()).toEqual({ persistence: "indexeddb", quarantined: 0 });
  });
});
