// A dependency-free static server for the export in out/, behaving like a plain static host
// (Cloudflare Pages, Netlify, nginx `try_files`), so Playwright and Lighthouse test what a real
// host would serve: no rewrites, no SPA fallback, only 404.html for unknown paths.
//
//   node scripts/serve.mjs [--port 4173] [--dir out] [--host 127.0.0.1] [--log]
//   (PORT env also sets the port; --port 0 picks a free one and the start line tells which.)
//
// Resolution: the file itself, else <path>.html, else <path>/index.html (redirecting /path to
// /path/ first, as hosts do with trailingSlash), else 404.html with status 404.
// Headers: gzip when accepted; HTML `no-cache`; /_next/static/ immutable; security headers from
// <dir>/_headers (Cloudflare/Netlify format) when present, so a CSP written there after the build
// is exercised by the tests, else only `X-Content-Type-Options: nosniff`.
import { createServer } from "node:http";
import { readFileSync, realpathSync, statSync } from "node:fs";
import { readFile, stat } from "node:fs/promises";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { gzipSync } from "node:zlib";

const TYPES = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  // Next's RSC payload and prefetch segments; fetched by the router, never rendered.
  ".txt": "text/plain; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".map": "application/json; charset=utf-8",
  ".webmanifest": "application/manifest+json; charset=utf-8",
  ".xml": "application/xml; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".gif": "image/gif",
  ".ico": "image/x-icon",
  ".woff2": "font/woff2",
  ".woff": "font/woff",
  ".pdf": "application/pdf",
};
const COMPRESSIBLE = new Set([".html", ".js", ".mjs", ".css", ".txt", ".json", ".map", ".webmanifest", ".xml", ".svg", ".ico"]);
// Host configuration files are read by the host, never served.
const HOST_FILES = new Set(["/_headers", "/_redirects"]);

export function contentType(file) {
  return TYPES[path.extname(file).toLowerCase()] ?? "application/octet-stream";
}

/** True when an Accept-Encoding header allows gzip (explicitly or via `*`) with q > 0. */
export function acceptsGzip(header) {
  if (!header) return false;
  return String(header)
    .split(",")
    .some((part) => {
      const [name = "", ...params] = part.trim().toLowerCase().split(";");
      if (name.trim() !== "gzip" && name.trim() !== "*") return false;
      const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
      return q === undefined || Number(q.slice(2)) > 0;
    });
}

export function cacheControl(urlPath, file) {
  if (file.endsWith(".html")) return "no-cache";
  if (urlPath.startsWith("/_next/static/")) return "public, max-age=31536000, immutable";
  return "public, max-age=0, must-revalidate";
}

/**
 * Parses a Cloudflare/Netlify `_headers` file: a path pattern on its own line, then indented
 * `Name: value` lines (`! Name` removes a header set by an earlier rule). `#` starts a comment.
 * @returns {{ pattern: string, regex: RegExp, set: [string, string][], remove: string[] }[]}
 */
export function parseHeadersFile(text) {
  const rules = [];
  let current = null;
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.trimEnd();
    if (!line.trim() || line.trim().startsWith("#")) continue;
    if (!/^\s/.test(line)) {
      current = { pattern: line.trim(), regex: patternToRegex(line.trim()), set: [], remove: [] };
      rules.push(current);
      continue;
    }
    if (!current) continue;
    const entry = line.trim();
    if (entry.startsWith("!")) {
      current.remove.push(entry.slice(1).trim().toLowerCase());
      continue;
    }
    const colon = entry.indexOf(":");
    if (colon <= 0) continue;
    current.set.push([entry.slice(0, colon).trim(), entry.slice(colon + 1).trim()]);
  }
  return rules;
}

/** `/*` matches everything, `*` is a splat, `:name` one path segment, anything else is exact. */
function patternToRegex(pattern) {
  const source = pattern
    .split(/(\*|:[A-Za-z_]\w*)/)
    .map((part) => {
      if (part === "*") return ".*";
      if (/^:[A-Za-z_]\w*$/.test(part)) return "[^/]+";
      return part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
    })
    .join("");
  return new RegExp(`^${source}$`);
}

/** Headers for a request path: all matching rules in file order; repeated names are joined. */
export function headersFor(rules, urlPath) {
  const headers = new Map(); // lower-case name -> [display name, value]
  for (const rule of rules) {
    if (!rule.regex.test(urlPath)) continue;
    for (const name of rule.remove) headers.delete(name);
    for (const [name, value] of rule.set) {
      const key = name.toLowerCase();
      const previous = headers.get(key);
      headers.set(key, [name, previous ? `${previous[1]}, ${value}` : value]);
    }
  }
  return headers;
}

/**
 * Maps a raw request pathname to what to send, touching only files inside `root`.
 * @returns {Promise<{ kind: "file", file: string, status: number } | { kind: "redirect", location: string } | { kind: "bad", status: number }>}
 */
export async function resolvePath(root, rawPathname) {
  let decoded;
  try {
    decoded = decodeURIComponent(rawPathname);
  } catch {
    return { kind: "bad", status: 400 };
  }
  if (!decoded.startsWith("/") || decoded.includes("\0")) return { kind: "bad", status: 400 };
  // Refuse traversal outright rather than clamping it at the root.
  if (decoded.split(/[/\\]/).includes("..")) return { kind: "bad", status: 403 };
  const urlPath = path.posix.normalize(decoded);

  const notFound = { kind: "file", file: path.join(root, "404.html"), status: 404 };
  if (HOST_FILES.has(urlPath)) return notFound;

  const target = path.join(root, urlPath);
  if (target !== root && !target.startsWith(root + path.sep)) return { kind: "bad", status: 403 };

  const isFile = async (file) => {
    try {
      if (!(await stat(file)).isFile()) return false;
      // A symlink inside out/ must not lead outside it.
      const real = realpathSync(file);
      return real.startsWith(root + path.sep);
    } catch {
      return false;
    }
  };

  if (!urlPath.endsWith("/") && (await isFile(target))) return { kind: "file", file: target, status: 200 };
  if (!urlPath.endsWith("/") && (await isFile(`${target}.html`))) return { kind: "file", file: `${target}.html`, status: 200 };
  const index = path.join(target, "index.html");
  if (await isFile(index)) {
    // Built from the normalised path, so `//host` style input can never become an open redirect.
    if (!urlPath.endsWith("/")) return { kind: "redirect", location: `${urlPath.split("/").map(encodeURIComponent).join("/")}/` };
    return { kind: "file", file: index, status: 200 };
  }
  return notFound;
}

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

function parseArgs(argv) {
  const options = { port: process.env.PORT ?? "4173", dir: "out", host: "127.0.0.1", log: false };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    const [flag, inline] = arg.split("=", 2);
    const value = () => inline ?? argv[++i];
    if (flag === "--port" || flag === "-p") options.port = value();
    else if (flag === "--dir" || flag === "-d") options.dir = value();
    else if (flag === "--host") options.host = value();
    else if (flag === "--log") options.log = true;
    else {
      console.error(`Unknown argument ${arg}. Usage: node scripts/serve.mjs [--port N] [--dir out] [--host 127.0.0.1] [--log]`);
      process.exit(2);
    }
  }
  return options;
}

function main() {
  const options = parseArgs(process.argv.slice(2));
  const port = Number(options.port);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    console.error(`Invalid port "${options.port}".`);
    process.exit(2);
  }
  let server;
  try {
    if (!statSync(options.dir).isDirectory()) throw new Error("not a directory");
    server = createStaticServer({ dir: options.dir, log: options.log });
  } catch {
    console.error(`Nothing to serve: ${options.dir}/ does not exist. Run \`npm run build\` first.`);
    process.exit(1);
  }
  server.on("error", (error) => {
    console.error(error.code === "EADDRINUSE" ? `Port ${port} is already in use.` : error.message);
    process.exit(1);
  });
  server.listen(port, options.host, () => {
    const address = server.address();
    const shown = options.dir.endsWith("/") ? options.dir : `${options.dir}/`;
    console.log(`Serving ${shown} at http://${options.host}:${typeof address === "object" && address ? address.port : port}`);
  });
  for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => process.exit(0));
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) main();
