import { describe, expect, it } from "vitest";
import { CARD_NUMBER, KEY_INTERACTIONS } from "./key-interactions.mjs";

describe("KEY_INTERACTIONS", () => {
  it("are the seven interactions of the issue, each with its own id, on a page route", () => {
    expect(KEY_INTERACTIONS.map((interaction) => interaction.label)).toEqual([
      "open the card dialog",
      "type a card number",
      "change a /buy filter",
      "switch the /login tab",
      "Next Section in the realtor wizard",
      "send a contract message",
      "open the phone menu",
    ]);
    expect(new Set(KEY_INTERACTIONS.map((interaction) => interaction.id)).size).toBe(KEY_INTERACTIONS.length);
    for (const interaction of KEY_INTERACTIONS) expect(interaction.path).toMatch(/^\/([a-z0-9-]+\/)*$/);
  });

  it("opens the phone menu on a phone and everything else on a desktop", () => {
    expect(KEY_INTERACTIONS.filter((interaction) => interaction.device === "phone").map((interaction) => interaction.id)).toEqual([
      "phone-menu",
    ]);
  });

  it("types the card number the issue names", () => {
    expect(CARD_NUMBER).toBe("4242 4242 4242 4242");
  });
});
