// After `next build`: gives every exported HTML page a Content-Security-Policy <meta> that allows
// exactly its own inline scripts by SHA-256 hash (Next.js inlines its hydration data, and a static
// export has no server to add nonces), and no 'unsafe-inline' or 'unsafe-eval' for scripts.
// Directives a <meta> cannot carry (frame-ancestors) and the other security headers ship as host
// configuration, all made from the one list in scripts/host-headers.mjs: out/_headers (Netlify,
// Cloudflare Pages, and scripts/serve.mjs), vercel.json, deploy/nginx-security-headers.conf.
// The hashes change on every build, so this runs after each one.
import { createHash } from "node:crypto";
import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";

export const META_MARKER = 'http-equiv="Content-Security-Policy"';

/** The text of every inline <script> (no src attribute), exactly as the browser hashes it. */
export function inlineScripts(html) {
  const scripts = [];
  const pattern = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;
  for (const match of html.matchAll(pattern)) {
    const attributes = match[1] ?? "";
    if (/\ssrc\s*=/i.test(attributes)) continue;
    scripts.push(match[2] ?? "");
  }
  return scripts;
}

export function sha256Source(text) {
  return `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;
}

/** The page's policy: everything from this site only, inline scripts only by hash. */
export function pagePolicy(hashes) {
  const scriptSources = ["'self'", ...new Set(hashes)].join(" ");
  return [
    "default-src 'self'",
    `script-src ${scriptSources}`,
    // React and Next set inline style attributes; injected CSS cannot run code (accepted residual risk).
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    "connect-src 'self'",
    "media-src 'self' blob:",
    "worker-src 'self' blob:",
    "manifest-src 'self'",
    "frame-src 'none'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
  ].join("; ");
}

/** Inserts (or replaces) the CSP meta right after <meta charset>, before any script in <head>. */
export function withPolicyMeta(html) {
  const cleaned = html.replace(/<meta http-equiv="Content-Security-Policy" content="[^"]*"\/?>/i, "");
  const hashes = inlineScripts(cleaned).map(sha256Source);
  const meta = `<meta ${META_MARKER} content="${pagePolicy(hashes)}"/>`;
  const charset = /<meta charSet="utf-8"\/?>/i.exec(cleaned);
  if (charset) {
    const at = charset.index + charset[0].length;
    return { html: cleaned.slice(0, at) + meta + cleaned.slice(at), hashes: hashes.length };
  }
  const head = /<head[^>]*>/i.exec(cleaned);
  if (!head) throw new Error("No <head> to put the Content-Security-Policy in");
  const at = head.index + head[0].length;
  return { html: cleaned.slice(0, at) + meta + cleaned.slice(at), hashes: hashes.length };
}

function htmlFiles(dir) {
  const files = [];
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) files.push(...htmlFiles(path));
    else if (name.endsWith(".html")) files.push(path);
  }
  return files;
}

function main() {
  const root = fileURLToPath(new URL("../out/", import.meta.url));
  const files = htmlFiles(root);
  if (files.length === 0) throw new Error("csp: no HTML in out/: run next build first");
  let total = 0;
  for (const file of files) {
    const { html, hashes } = withPolicyMeta(readFileSync(file, "utf8"));
    writeFileSync(file, html);
    total += hashes;
  }
  console.log(`csp: ${files.length} pages, ${total} inline scripts hashed (${relative(process.cwd(), root) || "out"}/)`);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) main();
