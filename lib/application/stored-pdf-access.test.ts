import { describe, expect, it, vi } from "vitest";
import { signInForTest } from "@/lib/account/testing";
import { MemoryStorage, siteTestStore } from "@/lib/store/testing";
import { storePdf } from "./actions";
import { openApplicationPdf } from "./stored-pdf-access";

const pdf = (name: string) => new File(["%PDF-1.4\n%%EOF\n"], name, { type: "application/pdf" });

describe("downloading an application's PDF from My activity", () => {
  it("serves the account that stored it", async () => {
    signInForTest("acct-ada");
    const store = siteTestStore().collections;
    const license = await storePdf(pdf("license.pdf"), store);
    expect(await openApplicationPdf(license.id, { ownerId: "acct-ada" }, store.files)).toMatchObject({
      kind: "file",
      file: { id: license.id, name: "license.pdf", ownerId: "acct-ada" },
    });
  });

  it("refuses another account's PDF, even from the signed-in person's own application", async () => {
    signInForTest("acct-ada");
    const store = siteTestStore().collections;
    const adas = await storePdf(pdf("ada-license.pdf"), store);
    signInForTest("acct-bea");
    expect(await openApplicationPdf(adas.id, { ownerId: "acct-bea" }, store.files)).toEqual({ kind: "not-yours" });
    expect(await openApplicationPdf(adas.id, {}, store.files)).toEqual({ kind: "not-yours" });
    vi.stubGlobal("sessionStorage", new MemoryStorage()); // signed out
    expect(await openApplicationPdf(adas.id, {}, store.files)).toEqual({ kind: "not-yours" });
  });

  it("refuses anything of an application that is another account's", async () => {
    const store = siteTestStore().collections;
    const signedOut = await storePdf(pdf("license.pdf"), store);
    signInForTest("acct-bea");
    expect(await openApplicationPdf(signedOut.id, { ownerId: "acct-ada" }, store.files)).toEqual({ kind: "not-yours" });
  });

  it("serves a PDF stored signed out to whoever uses the browser, and says when a file is gone", async () => {
    const store = siteTestStore().collections;
    const signedOut = await storePdf(pdf("license.pdf"), store);
    signInForTest("acct-bea");
    expect(await openApplicationPdf(signedOut.id, { ownerId: "acct-bea" }, store.files)).toMatchObject({ kind: "file" });
    await store.files.remove(signedOut.id);
    expect(await openApplicationPdf(signedOut.id, { ownerId: "acct-bea" }, store.files)).toEqual({ kind: "missing" });
  });
});
