import { describe, expect, it } from "vitest";
import { DEFAULT_AFTER_SIGN_IN, loginHref, safeNext } from "./safe-next";

const ORIGIN = "https://site.example";

// Every row of reliability-and-security.md 3.5, plus the edges around them.
describe("safeNext", () => {
  it.each([
    ["/contracts/42?x=1#frag", "/contracts/42?x=1#frag"],
    ["/%2F%2Fevil.com", "/%2F%2Fevil.com"],
    ["/make-offer/?listing=aman-miami-beach", "/make-offer/?listing=aman-miami-beach"],
    ["/account/", "/account/"],
    ["/%5Cevil.com", "/%5Cevil.com"],
    ["/@evil.com", "/@evil.com"],
    ["/./account/", "/account/"],
  ])("follows the same-origin path %s", (next, expected) => {
    expect(safeNext(next, ORIGIN)).toBe(expected);
  });

  it.each([
    ["//evil.com"],
    ["/\\evil.com"],
    ["\\\\evil.com"],
    ["/\t/evil.com"],
    ["https://evil.com"],
    ["https:evil.com"],
    ["javascript:alert(1)"],
    ["data:text/html,<script>alert(1)</script>"],
    ["https://site.example.evil.com/"],
    ["evil.com"],
    [""],
    // Encoded once more than the browser decodes: not a path at all.
    ["%2F%2Fevil.com"],
    [" //evil.com"],
    ["/\n/evil.com"],
    ["/\r/evil.com"],
    ["HTTPS://EVIL.COM"],
  ])("refuses %j and goes to the fallback", (next) => {
    expect(safeNext(next, ORIGIN)).toBe(DEFAULT_AFTER_SIGN_IN);
  });

  // Dot segments that collapse into a second leading slash: the URL stays on the site, but the
  // path it gives back ("//evil.com") is protocol-relative, and a browser would leave for evil.com.
  it.each([
    ["/.//evil.com"],
    ["/..//evil.com"],
    ["/a/..//evil.com"],
    ["/%2e%2e//evil.com"],
    ["/x/../\\evil.com"],
    ["/./\\evil.com"],
    ["/.//evil.com/?x=1#y"],
  ])("refuses %j, whose normalised path starts with two slashes", (next) => {
    expect(new URL(next, ORIGIN).pathname.startsWith("//")).toBe(true);
    expect(safeNext(next, ORIGIN)).toBe(DEFAULT_AFTER_SIGN_IN);
  });

  it("never returns a path that leaves the site, whatever it is given", () => {
    const pieces = ["/", "\\", "//", "%2F", "%5C", "\t", ".", "..", "@", "evil.com", "javascript:", "?", "#"];
    for (const a of pieces) {
      for (const b of pieces) {
        for (const c of pieces) {
          const result = safeNext(`/${a}${b}${c}`, ORIGIN);
          expect(new URL(result, ORIGIN).origin, `/${a}${b}${c} gave ${result}`).toBe(ORIGIN);
          expect(result.startsWith("//") || result.startsWith("/\\"), `/${a}${b}${c} gave ${result}`).toBe(false);
        }
      }
    }
  });

  it("resolves the tab-stripped form to another origin, which the origin check catches", () => {
    expect(new URL("/\t/evil.com", ORIGIN).origin).toBe("https://evil.com");
    expect(safeNext("/\t/evil.com", ORIGIN, "/")).toBe("/");
  });

  it("goes to the fallback when there is no next, or when it is the sign-in page itself", () => {
    expect(safeNext(null, ORIGIN)).toBe("/account/");
    expect(safeNext(undefined, ORIGIN, "/buy/")).toBe("/buy/");
    expect(safeNext("/login/?next=/account/", ORIGIN)).toBe("/account/");
    expect(safeNext("/login", ORIGIN)).toBe("/account/");
    expect(safeNext("/logins-and-more/", ORIGIN)).toBe("/logins-and-more/");
  });

  it("normalises dot segments without leaving the site", () => {
    expect(safeNext("/a/../../b", ORIGIN)).toBe("/b");
  });
});

describe("loginHref", () => {
  it("carries the return path encoded", () => {
    expect(loginHref("/make-offer/?listing=aman-miami-beach")).toBe("/login/?next=%2Fmake-offer%2F%3Flisting%3Daman-miami-beach");
    expect(loginHref("/account/", "new")).toBe("/login/?tab=new&next=%2Faccount%2F");
  });
});
