import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative, sep } from "node:path";

export const OUT_DIR = join(process.cwd(), "out");

/** Every exported HTML page as { route, file, html }; the 404 page once, as "/404". */
export function exportedPages(): { route: string; file: string; html: string }[] {
  const pages: { route: string; file: string; html: string }[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) {
        if (name !== "_next") walk(path);
        continue;
      }
      if (!name.endsWith(".html")) continue;
      const rel = relative(OUT_DIR, path).split(sep).join("/");
      if (rel === "404/index.html" || rel.startsWith("_not-found/")) continue;
      const route = rel === "404.html" ? "/404" : `/${rel.replace(/index\.html$/, "")}`;
      pages.push({ route, file: path, html: readFileSync(path, "utf8") });
    }
  };
  walk(OUT_DIR);
  return pages.sort((a, b) => a.route.localeCompare(b.route));
}
