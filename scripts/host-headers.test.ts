import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, realpathSync, writeFileSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import {
  headersFileText,
  NGINX_SNIPPET_PATH,
  nginxSnippetText,
  SECURITY_HEADERS,
  STATIC_ASSET_CACHE,
  VERCEL_CONFIG_PATH,
  vercelConfig,
} from "./host-headers.mjs";
import { cacheControl, createStaticServer, headersFor, parseHeadersFile } from "./serve.mjs";

const expected = new Map(SECURITY_HEADERS.map(([name, value]) => [name.toLowerCase(), value]));
const read = (file: string) => readFileSync(file, "utf8");

/** A header list as lower-case name -> value, the way each host's file gives it. */
const asMap = (entries: Iterable<readonly [string, string]>) => new Map([...entries].map(([name, value]) => [name.toLowerCase(), value]));

describe("the host headers, from one list (scripts/host-headers.mjs)", () => {
  it("include noindex for search engines, beside the security headers", () => {
    expect(expected.get("x-robots-tag")).toMatch(/\bnoindex\b/);
    expect(expected.get("content-security-policy")).toContain("frame-ancestors 'none'");
    expect(expected.get("x-content-type-options")).toBe("nosniff");
  });

  it("vercel.json sends exactly them (node scripts/host-headers.mjs --write-configs rewrites it)", () => {
    const committed = JSON.parse(read(VERCEL_CONFIG_PATH)) as ReturnType<typeof vercelConfig>;
    expect(committed).toEqual(vercelConfig());
    const all = committed.headers.find((rule) => rule.source === "/(.*)");
    expect(asMap((all?.headers ?? []).map(({ key, value }) => [key, value] as const))).toEqual(expected);
  });

  it("the nginx snippet sends exactly them, and the example server includes it everywhere", () => {
    expect(read(NGINX_SNIPPET_PATH)).toBe(nginxSnippetText());
    const lines = [...read(NGINX_SNIPPET_PATH).matchAll(/^add_header (\S+) "((?:[^"\\]|\\.)*)" always;$/gm)];
    expect(asMap(lines.map((line) => [line[1] ?? "", (line[2] ?? "").replaceAll('\\"', '"')] as const))).toEqual(expected);
    const example = read(path.join(path.dirname(NGINX_SNIPPET_PATH), "nginx.conf.example"));
    expect(example.match(/include \/etc\/nginx\/snippets\/nginx-security-headers\.conf;/g)).toHaveLength(2);
    expect(example).toContain(`add_header Cache-Control "${STATIC_ASSET_CACHE}" always;`);
  });

  it("the _headers file the build writes gives exactly them to every path, as the static server reads it", () => {
    const rules = parseHeadersFile(headersFileText());
    for (const urlPath of ["/", "/contracts/1/sign/", "/robots.txt", "/no-such-page/"]) {
      expect(asMap([...headersFor(rules, urlPath).values()]), urlPath).toEqual(expected);
    }
    const asset = asMap([...headersFor(rules, "/_next/static/chunks/app.js").values()]);
    expect(asset).toEqual(new Map([...expected, ["cache-control", STATIC_ASSET_CACHE]]));
    expect(cacheControl("/_next/static/chunks/app.js", "/out/_next/static/chunks/app.js")).toBe(STATIC_ASSET_CACHE);
    expect(existsSync(path.join(path.dirname(VERCEL_CONFIG_PATH), "public/_headers")), "a second, hand-written _headers").toBe(false);
  });

  it("are what the static server sends once the build has written out/_headers", async () => {
    const dir = realpathSync(mkdtempSync(path.join(tmpdir(), "host-headers-")));
    writeFileSync(path.join(dir, "index.html"), "<!DOCTYPE html><title>x</title>");
    writeFileSync(path.join(dir, "robots.txt"), read(path.join(path.dirname(VERCEL_CONFIG_PATH), "public/robots.txt")));
    const written = spawnSync(process.execPath, ["scripts/host-headers.mjs", "--dir", dir], { encoding: "utf8" });
    expect(written.status, written.stderr).toBe(0);
    expect(read(path.join(dir, "_headers"))).toBe(headersFileText());

    const server = createStaticServer({ dir });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    try {
      const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      for (const urlPath of ["/", "/robots.txt", "/missing/"]) {
        const response = await fetch(`${base}${urlPath}`);
        for (const [name, value] of expected) expect(response.headers.get(name), `${urlPath} ${name}`).toBe(value);
      }
      const robots = await fetch(`${base}/robots.txt`);
      expect(robots.status).toBe(200);
      expect(await robots.text()).toMatch(/^User-agent: \*\nDisallow: \/$/m);
    } finally {
      server.close();
    }
  });
});
