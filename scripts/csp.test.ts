import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { headScript } from "../lib/first-paint/head-script";
import { inlineScripts, pagePolicy, withPolicyMeta } from "./csp.mjs";

const page = `<!DOCTYPE html><html><head><meta charSet="utf-8"/><script>boot()</script><script src="/a.js" async=""></script></head><body><script>self.__next_f.push([1,"x"])</script></body></html>`;
const hash = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;

describe("inlineScripts", () => {
  it("finds inline scripts and skips external ones", () => {
    expect(inlineScripts(page)).toEqual(["boot()", 'self.__next_f.push([1,"x"])']);
  });
});

describe("withPolicyMeta", () => {
  it("allows exactly the page's inline scripts by hash, before any script runs", () => {
    const { html, hashes } = withPolicyMeta(page);
    expect(hashes).toBe(2);
    const meta = /<meta http-equiv="Content-Security-Policy" content="([^"]*)"\/>/.exec(html);
    expect(meta).not.toBeNull();
    expect(html.indexOf(meta![0])).toBeLessThan(html.indexOf("<script"));
    expect(meta![1]).toContain(hash("boot()"));
    expect(meta![1]).toContain(hash('self.__next_f.push([1,"x"])'));
  });

  it("is idempotent: running twice keeps one policy with the same hashes", () => {
    const once = withPolicyMeta(page).html;
    const twice = withPolicyMeta(once).html;
    expect(twice).toBe(once);
    expect(twice.match(/Content-Security-Policy/g)).toHaveLength(1);
  });

  it("allows the root layout's one <head> script (several lines, quotes, regular expressions) by its exact hash", () => {
    const code = headScript("key-of-this-build");
    const withHead = page.replace("<script>boot()</script>", `<script>${code}</script>`);
    expect(inlineScripts(withHead)[0]).toBe(code);
    expect(withPolicyMeta(withHead).html).toContain(hash(code));
  });

  it("fails loudly on a page without a head", () => {
    expect(() => withPolicyMeta("<html><body></body></html>")).toThrow(/head/);
  });
});

describe("pagePolicy", () => {
  const policy = pagePolicy(["'sha256-abc'"]);

  it("never allows inline or eval'd script", () => {
    const scriptSrc = policy.split("; ").find((directive) => directive.startsWith("script-src"));
    expect(scriptSrc).toBe("script-src 'self' 'sha256-abc'");
    expect(policy).not.toContain("unsafe-eval");
  });

  it("locks down plugins and the base URL, and leaves frame-ancestors to the host headers", () => {
    expect(policy).toContain("object-src 'none'");
    expect(policy).toContain("base-uri 'none'");
    expect(policy).not.toContain("frame-ancestors");
  });
});
