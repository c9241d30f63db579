import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { isSession, readSession, sessionContact, subscribeSession, type Session } from "./session";
import { clearSession, writeSession } from "./session-write";
import { MemoryStorage } from "@/lib/store/testing";

const session: Session = {
  accountId: "acct-1",
  role: "buyer",
  firstName: "Eleanor",
  lastName: "Whitfield",
  email: "eleanor@example.com",
  phone: "305 555 0142",
  signedInAt: "2026-11-22T10:00:00.000Z",
};

let local: MemoryStorage;
let tab: MemoryStorage;

beforeEach(() => {
  local = new MemoryStorage();
  tab = new MemoryStorage();
  vi.stubGlobal("localStorage", local);
  vi.stubGlobal("sessionStorage", tab);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("writeSession", () => {
  it("with remember me keeps the session in localStorage (it survives the browser closing)", () => {
    expect(writeSession(session, { remember: true })).toEqual({ ok: true });
    expect(local.getItem("rm:session")).not.toBeNull();
    expect(tab.getItem("rm:session")).toBeNull();
    expect(readSession()).toEqual(session);
  });

  it("without remember me keeps it in sessionStorage only (it ends with the tab)", () => {
    writeSession(session, { remember: false });
    expect(tab.getItem("rm:session")).not.toBeNull();
    expect(local.getItem("rm:session")).toBeNull();
    expect(readSession()).toEqual(session);
    // A new tab starts with an empty sessionStorage: signed out.
    vi.stubGlobal("sessionStorage", new MemoryStorage());
    expect(readSession()).toBeNull();
  });

  it("keeps exactly one session: signing in again moves it", () => {
    writeSession(session, { remember: true });
    writeSession({ ...session, firstName: "Nora" }, { remember: false });
    expect(local.getItem("rm:session")).toBeNull();
    expect(readSession()?.firstName).toBe("Nora");
  });

  it("writes only the session's own fields, never a password or hash that came along", () => {
    writeSession({ ...session, password: "hunter22", passwordHash: "aGFzaA==" } as Session, { remember: true });
    const stored = local.getItem("rm:session") ?? "";
    expect(stored).not.toContain("hunter22");
    expect(stored).not.toContain("passwordHash");
    expect(isSession(JSON.parse(stored))).toBe(true);
  });
});

describe("clearSession", () => {
  it("signs out in both places and tells subscribers", () => {
    const listener = vi.fn();
    const unsubscribe = subscribeSession(listener);
    writeSession(session, { remember: true });
    clearSession();
    expect(readSession()).toBeNull();
    expect(local.getItem("rm:session")).toBeNull();
    expect(listener).toHaveBeenCalled();
    unsubscribe();
  });
});

describe("readSession", () => {
  it("reads damaged or foreign values as signed out", () => {
    local.setItem("rm:session", "{not json");
    expect(readSession()).toBeNull();
    local.setItem("rm:session", JSON.stringify({ ...session, role: "admin" }));
    expect(readSession()).toBeNull();
    local.setItem("rm:session", JSON.stringify({ ...session, accountId: "" }));
    expect(readSession()).toBeNull();
    local.setItem("rm:session", JSON.stringify({ firstName: "Eleanor" }));
    expect(readSession()).toBeNull();
  });

  it("reads nothing when storage is blocked", () => {
    vi.stubGlobal("localStorage", undefined);
    vi.stubGlobal("sessionStorage", undefined);
    expect(readSession()).toBeNull();
    expect(writeSession(session, { remember: true }).ok).toBe(false);
  });
});

describe("sessionContact", () => {
  it("gives the name, email and phone to pre-fill, or empty strings when signed out", () => {
    expect(sessionContact(session)).toEqual({
      name: "Eleanor Whitfield",
      firstName: "Eleanor",
      lastName: "Whitfield",
      email: "eleanor@example.com",
      phone: "305 555 0142",
    });
    expect(sessionContact(null).name).toBe("");
  });
});
