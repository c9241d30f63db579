// What a file is sent as: its Content-Type, whether it may be gzipped, and its Cache-Control.
import path from "node:path";
import { STATIC_ASSET_CACHE, STATIC_ASSET_PREFIX } from "../host-headers.mjs";

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
export const COMPRESSIBLE = new Set([".html", ".js", ".mjs", ".css", ".txt", ".json", ".map", ".webmanifest", ".xml", ".svg", ".ico"]);

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
  if (urlPath.startsWith(STATIC_ASSET_PREFIX)) return STATIC_ASSET_CACHE;
  return "public, max-age=0, must-revalidate";
}
