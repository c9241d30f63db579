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
// <dir>/_headers (Cloudflare/Netlify format) when present, which the build writes from the one
// list in scripts/host-headers.mjs, so the tests run under the headers every host sends; else only
// `X-Content-Type-Options: nosniff`.
import { statSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { createStaticServer } from "./serve/static-server.mjs";

// The parts, in scripts/serve/: content-headers.mjs (type, gzip, caching), headers-file.mjs
// (_headers rules), resolve-path.mjs (which file answers), static-server.mjs (the server).
export { acceptsGzip, cacheControl, contentType } from "./serve/content-headers.mjs";
export { headersFor, parseHeadersFile } from "./serve/headers-file.mjs";
export { resolvePath } from "./serve/resolve-path.mjs";
export { createStaticServer } from "./serve/static-server.mjs";

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
