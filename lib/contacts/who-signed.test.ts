import { describe, expect, it } from "vitest";
import { generateSigningKey } from "@/lib/deals/signing/keys";
import type { Contact } from "@/lib/schemas/contact";
import { whoSigned } from "./who-signed";
import { whoSignedText } from "./who-signed-text";

async function contactOf(name: string, compared?: string): Promise<Contact> {
  const key = await generateSigningKey(name);
  return {
    id: name,
    name,
    email: "someone@example.com",
    publicKey: key.publicKeySpki,
    fingerprint: key.keyFingerprint,
    cardCreatedAt: "2026-11-27T10:00:00.000Z",
    receivedBy: "file",
    receivedAt: "2026-11-28T10:00:00.000Z",
    ...(compared ? { comparedAt: compared } : {}),
  };
}

describe("who signed, in words", () => {
  it("says the person's own key, never 'valid'", async () => {
    const own = await generateSigningKey("me");
    const who = await whoSigned(own.publicKeySpki, own.keyFingerprint, own.publicKeySpki, []);
    expect(whoSignedText(who)).toBe("Signed with your own key, the one this browser keeps for you.");
  });

  it("names the contact whose key it is, how the card arrived and whether it was compared", async () => {
    const jordan = await contactOf("Jordan Blake", "2026-11-28T12:00:00.000Z");
    const eleanor = await contactOf("Eleanor Whitfield");
    const byJordan = await whoSigned(jordan.publicKey, jordan.fingerprint, null, [eleanor, jordan]);
    expect(whoSignedText(byJordan)).toBe(
      "Signed with the key of Jordan Blake (key card received by file on Nov 28, 2026, compared on Nov 28, 2026).",
    );
    const byEleanor = await whoSigned(eleanor.publicKey, eleanor.fingerprint, null, [eleanor, jordan]);
    expect(whoSignedText(byEleanor)).toContain(
      "Signed with the key of Eleanor Whitfield (key card received by file on Nov 28, 2026, not compared).",
    );
  });

  it("says a key the person does not know, with its fingerprint to compare", async () => {
    const stranger = await generateSigningKey("stranger");
    const jordan = await contactOf("Jordan Blake");
    const who = await whoSigned(stranger.publicKeySpki, stranger.keyFingerprint, null, [jordan]);
    expect(whoSignedText(who)).toBe(
      `Signed with a key you do not know. Compare its fingerprint, ${stranger.keyFingerprint}, with the person named, or add their key card to your contacts.`,
    );
    expect(whoSignedText(who)).not.toMatch(/valid/i);
  });
});
