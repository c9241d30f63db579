// Which file answers a request path, as a plain static host decides it (see scripts/serve.mjs).
import { realpathSync } from "node:fs";
import { stat } from "node:fs/promises";
import path from "node:path";

// Host configuration files are read by the host, never served.
const HOST_FILES = new Set(["/_headers", "/_redirects"]);

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
