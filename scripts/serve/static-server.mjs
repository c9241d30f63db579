// The HTTP server over an export directory: resolution, headers from _headers, gzip, HEAD/GET only.
import { createServer } from "node:http";
import { readFileSync, realpathSync, statSync } from "node:fs";
import { readFile, stat } from "node:fs/promises";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { acceptsGzip, cacheControl, COMPRESSIBLE, contentType } from "./content-headers.mjs";
import { headersFor, parseHeadersFile } from "./headers-file.mjs";
import { resolvePath } from "./resolve-path.mjs";

export function createStaticServer({ dir = "out", log = false } = {}) {
  const root = realpathSync(path.resolve(dir));
  const headersFile = path.join(root, "_headers");
  let headerRules = { mtimeMs: -1, rules: null };
  const gzipCache = new Map(); // file -> { mtimeMs, body }

  // Re-read _headers when it changes, so a post-build CSP step needs no server restart.
  function currentRules() {
    try {
      const { mtimeMs } = statSync(headersFile);
      if (mtimeMs !== headerRules.mtimeMs) {
        headerRules = { mtimeMs, rules: parseHeadersFile(readFileSync(headersFile, "utf8")) };
      }
    } catch {
      headerRules = { mtimeMs: -1, rules: null };
    }
    return headerRules.rules;
  }

  function baseHeaders(urlPath) {
    const out = { "X-Content-Type-Options": "nosniff" };
    const rules = currentRules();
    if (rules) {
      for (const [key, [name, value]] of headersFor(rules, urlPath)) {
        if (key === "x-content-type-options") delete out["X-Content-Type-Options"];
        out[name] = value;
      }
    }
    return out;
  }

  async function body(file, gzip) {
    const info = await stat(file);
    if (!gzip) return readFile(file);
    const cached = gzipCache.get(file);
    if (cached && cached.mtimeMs === info.mtimeMs) return cached.body;
    const compressed = gzipSync(await readFile(file), { level: 6 });
    gzipCache.set(file, { mtimeMs: info.mtimeMs, body: compressed });
    return compressed;
  }

  async function handle(req, res) {
    // Split by hand: `new URL("//x/y", base)` would read "x" as a host name.
    const raw = req.url ?? "/";
    const query = raw.indexOf("?");
    const url = { pathname: query < 0 ? raw : raw.slice(0, query), search: query < 0 ? "" : raw.slice(query) };
    const send = (status, headers, payload) => {
      res.writeHead(status, headers);
      res.end(req.method === "HEAD" ? undefined : payload);
      if (log) console.log(`${req.method} ${url.pathname} ${status}`);
    };
    let safePath = "/";
    try {
      safePath = path.posix.normalize(decodeURIComponent(url.pathname));
    } catch {
      // malformed escapes: resolvePath answers 400 below
    }
    const headers = baseHeaders(safePath);

    if (req.method !== "GET" && req.method !== "HEAD") {
      return send(405, { ...headers, Allow: "GET, HEAD", "Content-Type": "text/plain; charset=utf-8" }, "Method not allowed\n");
    }
    const result = await resolvePath(root, url.pathname);
    if (result.kind === "bad") {
      return send(result.status, { ...headers, "Content-Type": "text/plain; charset=utf-8" }, `${result.status}\n`);
    }
    if (result.kind === "redirect") {
      return send(301, { ...headers, Location: result.location + url.search, "Cache-Control": "no-cache" }, "");
    }
    const file = result.file;
    try {
      await stat(file);
    } catch {
      // No 404.html in this export: answer like a bare host.
      return send(404, { ...headers, "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-cache" }, "Not found\n");
    }
    const ext = path.extname(file).toLowerCase();
    const gzip = COMPRESSIBLE.has(ext) && acceptsGzip(req.headers["accept-encoding"]);
    const payload = await body(file, gzip);
    const responseHeaders = {
      ...headers,
      "Content-Type": contentType(file),
      "Content-Length": payload.length,
      "Cache-Control": result.status === 404 ? "no-cache" : cacheControl(safePath, file),
    };
    if (COMPRESSIBLE.has(ext)) responseHeaders.Vary = "Accept-Encoding";
    if (gzip) responseHeaders["Content-Encoding"] = "gzip";
    return send(result.status, responseHeaders, payload);
  }

  return createServer((req, res) => {
    handle(req, res).catch((error) => {
      console.error(error);
      if (!res.headersSent) res.writeHead(500, { "Content-Type": "text/plain; charset=utf-8" });
      res.end("Internal server error\n");
    });
  });
}
