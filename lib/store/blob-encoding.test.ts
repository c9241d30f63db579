import { describe, expect, it } from "vitest";
import { decodeBlobs, encodeBlobs, encodedBlobBytes } from "./blob-encoding";

describe("blob encoding of values that JSON cannot hold", () => {
  it("writes a cycle as text and a bigint as its digits, so one odd record cannot stop a backup", async () => {
    const record: Record<string, unknown> = { id: "x", amount: 12n };
    record.self = record;
    const shared = { label: "twice" };
    expect(await encodeBlobs({ record, pair: [shared, shared] })).toEqual({
      record: { id: "x", amount: "12", self: "[circular]" },
      pair: [{ label: "twice" }, { label: "twice" }],
    });
  });

  it("counts the base64 size of the attachments without reading them", () => {
    const value = { files: [{ blob: new Blob([new Uint8Array(10)]) }, { blob: new Blob([new Uint8Array(3)]) }] };
    expect(encodedBlobBytes(value)).toBe(16 + 4);
  });

  it("decodes only exact { $blob, type } objects", async () => {
    const decoded = decodeBlobs({ a: { $blob: "aGk=", type: "text/plain" }, b: { $blob: "aGk=", type: "x", extra: 1 } }) as Record<
      string,
      unknown
    >;
    expect(decoded.a).toBeInstanceOf(Blob);
    expect(await (decoded.a as Blob).text()).toBe("hi");
    expect(decoded.b).toEqual({ $blob: "aGk=", type: "x", extra: 1 });
  });
});
