import { afterEach, describe, expect, it, vi } from "vitest";
import { writeSession } from "@/lib/auth/session-write";
import { MemoryStorage, siteTestStore } from "@/lib/store/testing";
import { saveCardPayment, saveCryptoPayment } from "./actions";
import { BOOKING, DEPOSIT, PAYER } from "./test-payments";

afterEach(() => vi.unstubAllGlobals());

describe("saving a listing's payment", () => {
  it("stores a card booking as completed under a new transaction id, with the card's brand and last four only", async () => {
    const collections = siteTestStore().collections;
    const saved = await saveCardPayment(BOOKING, PAYER, collections);
    expect(saved).toMatchObject({ type: "Booking", status: "completed", amountCents: 13_500_00, method: "card", card: PAYER.card });
    expect(saved.id).toMatch(/^TXN-[A-Z0-9]{8}$/);
    expect(saved.ownerId).toBeUndefined();
    expect(await collections.transactions.list()).toEqual([saved]);
  });

  it("stores a crypto reservation deposit as held in escrow", async () => {
    const collections = siteTestStore().collections;
    const saved = await saveCryptoPayment(DEPOSIT, "ethereum", collections);
    expect(saved).toMatchObject({ type: "Deposit", status: "escrow", amountCents: 85_000_00, method: "ethereum" });
    expect(await collections.transactions.get(saved.id)).toEqual(saved);
  });

  it("keeps the payment for the account signed in on this tab", async () => {
    vi.stubGlobal("localStorage", new MemoryStorage());
    const at = "2026-11-22T10:00:00.000Z";
    writeSession(
      { accountId: "acc-isabel", role: "buyer", firstName: "Isabel", lastName: "Moreau", email: "", phone: "", signedInAt: at },
      { remember: true },
    );
    const collections = siteTestStore().collections;
    expect(await saveCardPayment(DEPOSIT, PAYER, collections)).toMatchObject({ ownerId: "acc-isabel", status: "escrow" });
  });
});
