import { mkdirSync, mkdtempSync, realpathSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { acceptsGzip, cacheControl, contentType, headersFor, parseHeadersFile, resolvePath } from "./serve.mjs";

describe("acceptsGzip", () => {
  it("accepts gzip listed plainly, with a weight, or through *", () => {
    expect(acceptsGzip("gzip, deflate, br")).toBe(true);
    expect(acceptsGzip("br;q=1.0, gzip;q=0.8")).toBe(true);
    expect(acceptsGzip("*")).toBe(true);
  });
  it("refuses gzip when absent or weighted zero", () => {
    expect(acceptsGzip(undefined)).toBe(false);
    expect(acceptsGzip("br, deflate")).toBe(false);
    expect(acceptsGzip("gzip;q=0")).toBe(false);
  });
});

describe("content type and caching", () => {
  it("names the types a Next export ships", () => {
    expect(contentType("a/index.html")).toBe("text/html; charset=utf-8");
    expect(contentType("x.js")).toBe("text/javascript; charset=utf-8");
    expect(contentType("__next._tree.txt")).toBe("text/plain; charset=utf-8");
    expect(contentType("site.webmanifest")).toBe("application/manifest+json; charset=utf-8");
    expect(contentType("a.woff2")).toBe("font/woff2");
    expect(contentType("a.AVIF")).toBe("image/avif");
    expect(contentType("unknown.bin")).toBe("application/octet-stream");
  });
  it("never caches HTML and caches hashed Next assets for a year", () => {
    expect(cacheControl("/about/", "/out/about/index.html")).toBe("no-cache");
    expect(cacheControl("/_next/static/chunks/a.js", "/out/_next/static/chunks/a.js")).toContain("immutable");
    expect(cacheControl("/art/a.webp", "/out/art/a.webp")).not.toContain("immutable");
  });
});

describe("_headers file", () => {
  const rules = parseHeadersFile(
    [
      "# comment",
      "/*",
      "  X-Frame-Options: DENY",
      "  Content-Security-Policy: default-src 'self'; img-src 'self' data:",
      "",
      "/contracts/*",
      "  X-Robots-Tag: noindex",
      "/about/",
      "  ! X-Frame-Options",
      "  X-Extra: a",
    ].join("\n"),
  );

  it("applies /* to every path and keeps colons inside values", () => {
    const headers = headersFor(rules, "/");
    expect(headers.get("x-frame-options")).toEqual(["X-Frame-Options", "DENY"]);
    expect(headers.get("content-security-policy")?.[1]).toBe("default-src 'self'; img-src 'self' data:");
    expect(headers.has("x-robots-tag")).toBe(false);
  });
  it("matches splats and exact paths, and detaches with !", () => {
    expect(headersFor(rules, "/contracts/RM-1/sign/").get("x-robots-tag")?.[1]).toBe("noindex");
    const about = headersFor(rules, "/about/");
    expect(about.has("x-frame-options")).toBe(false);
    expect(about.get("x-extra")?.[1]).toBe("a");
    expect(headersFor(rules, "/about").has("x-extra")).toBe(false);
  });
  it("joins a header set by two matching rules", () => {
    const twice = parseHeadersFile("/*\n  Link: </a>\n/x\n  Link: </b>\n");
    expect(headersFor(twice, "/x").get("link")?.[1]).toBe("</a>, </b>");
  });
});

describe("resolvePath", () => {
  let root = "";
  beforeAll(() => {
    const base = realpathSync(mkdtempSync(path.join(tmpdir(), "serve-test-")));
    root = path.join(base, "out");
    mkdirSync(path.join(root, "about"), { recursive: true });
    writeFileSync(path.join(root, "index.html"), "home");
    writeFileSync(path.join(root, "about", "index.html"), "about");
    writeFileSync(path.join(root, "404.html"), "missing");
    writeFileSync(path.join(root, "page.html"), "page");
    writeFileSync(path.join(base, "secret.txt"), "secret");
    symlinkSync(path.join(base, "secret.txt"), path.join(root, "link.txt"));
  });

  it("serves a file, then <path>.html, then <path>/index.html", async () => {
    expect(await resolvePath(root, "/")).toEqual({ kind: "file", file: path.join(root, "index.html"), status: 200 });
    expect(await resolvePath(root, "/page")).toEqual({ kind: "file", file: path.join(root, "page.html"), status: 200 });
    expect(await resolvePath(root, "/about/")).toEqual({ kind: "file", file: path.join(root, "about", "index.html"), status: 200 });
    expect(await resolvePath(root, "/404")).toEqual({ kind: "file", file: path.join(root, "404.html"), status: 200 });
  });
  it("redirects a folder without its trailing slash", async () => {
    expect(await resolvePath(root, "/about")).toEqual({ kind: "redirect", location: "/about/" });
  });
  it("answers unknown paths and host files with 404.html", async () => {
    const notFound = { kind: "file", file: path.join(root, "404.html"), status: 404 };
    expect(await resolvePath(root, "/nope/")).toEqual(notFound);
    expect(await resolvePath(root, "/_headers")).toEqual(notFound);
  });
  it("refuses traversal, encoded or not, and symlinks leading outside", async () => {
    expect(await resolvePath(root, "/../secret.txt")).toEqual({ kind: "bad", status: 403 });
    expect(await resolvePath(root, "/%2e%2e/secret.txt")).toEqual({ kind: "bad", status: 403 });
    expect(await resolvePath(root, "/..%2fsecret.txt")).toEqual({ kind: "bad", status: 403 });
    expect(await resolvePath(root, "/..%5csecret.txt")).toEqual({ kind: "bad", status: 403 });
    expect(await resolvePath(root, "/link.txt")).toEqual({ kind: "file", file: path.join(root, "404.html"), status: 404 });
  });
  it("rejects malformed escapes and NUL bytes", async () => {
    expect(await resolvePath(root, "/%E0%A4%A")).toEqual({ kind: "bad", status: 400 });
    expect(await resolvePath(root, "/a%00.html")).toEqual({ kind: "bad", status: 400 });
  });
});
