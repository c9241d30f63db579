// The one list of the HTTP headers every host sends with the site, and the host files made from
// it, so they cannot drift apart:
// - out/_headers (Netlify, Cloudflare Pages, and scripts/serve.mjs, which the e2e tests use):
//   written after every build (`npm run build`'s postbuild runs this file);
// - vercel.json and deploy/nginx-security-headers.conf: committed, because those hosts read them
//   from the repository; `node scripts/host-headers.mjs --write-configs` rewrites them and
//   host-headers.test.ts fails when they differ from this list.
// Each page's script policy (hashes of its inline scripts) is a <meta> written by csp.mjs; the
// directives a <meta> cannot carry (frame-ancestors) and the other headers are here.
//
//   node scripts/host-headers.mjs [--dir out]     writes <dir>/_headers
//   node scripts/host-headers.mjs --write-configs rewrites vercel.json and the nginx snippet
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

/**
 * Sent with every response.
 * @type {ReadonlyArray<readonly [string, string]>}
 */
export const SECURITY_HEADERS = [
  ["Content-Security-Policy", "frame-ancestors 'none'; object-src 'none'; base-uri 'none'; form-action 'self'"],
  ["X-Frame-Options", "DENY"],
  ["X-Content-Type-Options", "nosniff"],
  ["Referrer-Policy", "strict-origin-when-cross-origin"],
  ["Permissions-Policy", "camera=(), microphone=(), geolocation=(), payment=(), usb=()"],
  ["Cross-Origin-Opener-Policy", "same-origin"],
  ["Cross-Origin-Resource-Policy", "same-origin"],
  ["Strict-Transport-Security", "max-age=63072000; includeSubDomains"],
  // A private preview: no search engine may index it or follow its links (robots.txt says the same).
  ["X-Robots-Tag", "noindex, nofollow"],
];

/** Next's hashed build assets: a file's name changes with its content, so it is cached for a year. */
export const STATIC_ASSET_PREFIX = "/_next/static/";
export const STATIC_ASSET_CACHE = "public, max-age=31536000, immutable";

const ROOT = fileURLToPath(new URL("../", import.meta.url));
export const VERCEL_CONFIG_PATH = path.join(ROOT, "vercel.json");
export const NGINX_SNIPPET_PATH = path.join(ROOT, "deploy/nginx-security-headers.conf");

/** The Netlify / Cloudflare Pages `_headers` file. */
export function headersFileText() {
  return [
    "# Written by scripts/host-headers.mjs after every build (the one list of the site's headers); do not edit.",
    "/*",
    ...SECURITY_HEADERS.map(([name, value]) => `  ${name}: ${value}`),
    "",
    `${STATIC_ASSET_PREFIX}*`,
    `  Cache-Control: ${STATIC_ASSET_CACHE}`,
    "",
  ].join("\n");
}

/** vercel.json: the same headers, and the trailing slashes the export is built with. */
export function vercelConfig() {
  return {
    $schema: "https://openapi.vercel.sh/vercel.json",
    trailingSlash: true,
    headers: [
      { source: "/(.*)", headers: SECURITY_HEADERS.map(([key, value]) => ({ key, value })) },
      { source: `${STATIC_ASSET_PREFIX}(.*)`, headers: [{ key: "Cache-Control", value: STATIC_ASSET_CACHE }] },
    ],
  };
}

/** deploy/nginx-security-headers.conf, included by every location of deploy/nginx.conf.example. */
export function nginxSnippetText() {
  return [
    "# Written by scripts/host-headers.mjs (the one list of the site's headers); do not edit.",
    "# Include this file in every location that sets headers of its own: nginx drops inherited",
    "# add_header lines from a level that has any add_header, and `always` keeps them on 404 pages.",
    ...SECURITY_HEADERS.map(([name, value]) => `add_header ${name} "${value.replaceAll('"', '\\"')}" always;`),
    "",
  ].join("\n");
}

function main(args) {
  if (args.includes("--write-configs")) {
    // One header a line, as prettier leaves it.
    const json = JSON.stringify(vercelConfig(), null, 2).replace(/\{\n\s+("key": .*),\n\s+("value": .*)\n\s+\}/g, "{ $1, $2 }");
    writeFileSync(VERCEL_CONFIG_PATH, `${json}\n`);
    writeFileSync(NGINX_SNIPPET_PATH, nginxSnippetText());
    console.log("host headers: rewrote vercel.json and deploy/nginx-security-headers.conf (run npm run format)");
    return;
  }
  const dirIndex = args.indexOf("--dir");
  const dir = path.resolve(ROOT, dirIndex >= 0 ? (args[dirIndex + 1] ?? "out") : "out");
  readFileSync(path.join(dir, "index.html")); // fails loudly when there is no export to write into
  writeFileSync(path.join(dir, "_headers"), headersFileText());
  console.log(`host headers: ${SECURITY_HEADERS.length} headers written to ${path.relative(process.cwd(), dir) || "."}/_headers`);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) main(process.argv.slice(2));
