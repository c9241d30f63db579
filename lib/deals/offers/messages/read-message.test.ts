import { describe, expect, it } from "vitest";
import { submittedOffer } from "../test-deals";
import { canonicalJson, messageDigest } from "./canonical";
import { messageLink, MAX_DEAL_MESSAGE_TEXT } from "./message-text";
import { readDealMessage } from "./read-message";
import { browsers, send } from "./testing";

async function firstMessage() {
  const { buyer } = await browsers();
  buyer.offer = submittedOffer();
  return send(buyer);
}

describe("reading a deal message from a file or a link", () => {
  it("reads the message back from its JSON and from its link's fragment", async () => {
    const message = await firstMessage();
    expect(readDealMessage(JSON.stringify(message))).toEqual({ ok: true, message });
    const link = messageLink(message, "https://aurum.example");
    expect(link).toMatch(/^https:\/\/aurum\.example\/offers\/#message=[A-Za-z0-9_-]+$/);
    expect(readDealMessage(link)).toEqual({ ok: true, message });
  });

  it("refuses hostile input with a reason: too large, not JSON, unknown fields, a link without a message", async () => {
    const message = await firstMessage();
    const reason = (input: string) => {
      const read = readDealMessage(input);
      return read.ok ? "read" : read.reason;
    };
    expect(reason("x".repeat(MAX_DEAL_MESSAGE_TEXT + 1))).toMatch(/far longer/);
    expect(reason("{not json")).toMatch(/not JSON/);
    expect(reason(JSON.stringify({ ...message, extra: 1 }))).toMatch(/cannot be used/);
    expect(reason(JSON.stringify({ ...message, format: "other" }))).toMatch(/not a deal message from this site/);
    expect(reason("https://aurum.example/offers/#card=abc")).toMatch(/holds no deal message/);
    expect(reason("https://aurum.example/offers/#message=***")).toMatch(/holds no deal message/);
  });
});

describe("a message's canonical text and digest", () => {
  it("orders keys and leaves out absent fields, so the same message always gives the same digest", async () => {
    expect(canonicalJson({ b: 1, a: [{ d: undefined, c: "x" }] })).toBe('{"a":[{"c":"x"}],"b":1}');
    const message = await firstMessage();
    const reordered = Object.fromEntries(Object.entries(message).reverse()) as typeof message;
    expect(await messageDigest(reordered)).toBe(await messageDigest(message));
    expect(await messageDigest({ ...message, name: "Someone Else" })).not.toBe(await messageDigest(message));
  });
});
