import { describe, expect, it } from "vitest";
import { fromBase64, toBase64 } from "@/lib/base64";
import { generateSigningKey } from "@/lib/deals/signing/keys";
import { MAX_CARD_NAME } from "@/lib/schemas/key-card";
import { checkNewContact, readKeyCard } from "./check-key-card";
import { keyCardJson, keyCardLink, keyCardOf } from "./key-card-text";

async function cardFor(name = "Jordan Blake") {
  const key = await generateSigningKey("seller-account");
  const card = keyCardOf({
    name,
    email: "jordan@collinsdune.example",
    publicKey: key.publicKeySpki,
    fingerprint: key.keyFingerprint,
    createdAt: "2026-11-28T10:00:00.000Z",
  });
  return { key, card };
}

const reasonOf = async (text: string) => {
  const read = await readKeyCard(text);
  return read.ok ? "accepted" : read.reason;
};

describe("reading a key card", () => {
  it("accepts a card this site wrote, as a file's JSON and as a link, with the same facts", async () => {
    const { card } = await cardFor("Zoë Łukasz-Őry");
    expect(await readKeyCard(keyCardJson(card))).toEqual({ ok: true, card });
    const link = keyCardLink(card, "https://aurum.example");
    expect(link).toMatch(/^https:\/\/aurum\.example\/key-card\/#card=[A-Za-z0-9_-]+$/);
    expect(await readKeyCard(link)).toEqual({ ok: true, card });
  });

  it("refuses text that is not JSON, another format, unknown fields and over-long fields, with a reason", async () => {
    const { card } = await cardFor();
    expect(await reasonOf("{ not json")).toMatch(/not JSON/);
    expect(await reasonOf(JSON.stringify({ ...card, format: "something-else" }))).toMatch(/not a key card from this site/);
    expect(await reasonOf(JSON.stringify({ ...card, version: 2 }))).toMatch(/another version/);
    expect(await reasonOf(JSON.stringify({ ...card, trustMe: true }))).toMatch(/cannot be used/);
    expect(await reasonOf(JSON.stringify({ ...card, name: "x".repeat(MAX_CARD_NAME + 1) }))).toMatch(/longer than 120 characters/);
    expect(await reasonOf("x".repeat(5000))).toMatch(/far longer than a key card/);
    expect(await reasonOf("https://aurum.example/key-card/#card=%%%")).toMatch(/holds no key card/);
  });

  it("refuses a public key that is not a P-256 SPKI in its one form: garbage, another spelling, a compressed point", async () => {
    const { card } = await cardFor();
    expect(await reasonOf(JSON.stringify({ ...card, publicKey: toBase64(new Uint8Array(91)) }))).toMatch(/not a P-256 signing key/);
    const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
    const at = card.publicKey.length - 3;
    const variant = `${card.publicKey.slice(0, at)}${alphabet[alphabet.indexOf(card.publicKey[at] ?? "A") | 0b1111]}==`;
    expect(variant).not.toBe(card.publicKey);
    expect(await reasonOf(JSON.stringify({ ...card, publicKey: variant }))).toMatch(/not a P-256 signing key/);
    const point = fromBase64(card.publicKey).slice(-65);
    const header = [
      0x30, 0x39, 0x30, 0x13, 0x06, 0x07, 0x2a, 0x86, 0x48, 0xce, 0x3d, 0x02, 0x01, 0x06, 0x08, 0x2a, 0x86, 0x48, 0xce, 0x3d, 0x03, 0x01,
      0x07, 0x03, 0x22, 0x00,
    ];
    const compressed = toBase64(Uint8Array.from([...header, (point[64] ?? 0) & 1 ? 3 : 2, ...point.slice(1, 33)]));
    expect(await reasonOf(JSON.stringify({ ...card, publicKey: compressed }))).toMatch(/not a P-256 signing key/);
  });

  it("refuses a fingerprint that is not the key's", async () => {
    const { card } = await cardFor();
    const other = await cardFor();
    expect(await reasonOf(JSON.stringify({ ...card, fingerprint: other.card.fingerprint }))).toMatch(/not its key's fingerprint/);
  });
});

describe("adding a card to the contacts", () => {
  it("refuses the person's own key and a key already among their contacts, compared as keys", async () => {
    const { card, key } = await cardFor();
    expect(await checkNewContact(card, key.publicKeySpki, [])).toMatch(/your own signing key/);
    expect(await checkNewContact(card, null, [{ name: "Jordan", publicKey: card.publicKey }])).toMatch(
      /already in your contacts, as Jordan/,
    );
    const stranger = await cardFor();
    expect(await checkNewContact(card, stranger.key.publicKeySpki, [{ name: "Other", publicKey: stranger.card.publicKey }])).toBeNull();
  });
});
