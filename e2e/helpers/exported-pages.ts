import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative, sep } from "node:path";

export const OUT_DIR = join(process.cwd(), "out");

export type ExportedPage = {
  route: string;
  file: string;
  html: string;
  /** The app route the page was made from ("$d$property", "hotels.$d$slug", "buy"): the framework names its data file after it. */
  template: string;
};

const PAGE_DATA = /^__next\.(?:(.*)\.)?__PAGE__\.txt$/;

function templateOf(dir: string): string {
  for (const name of readdirSync(dir)) {
    const match = PAGE_DATA.exec(name);
    if (match) return match[1] ?? "";
  }
  return dir;
}

/** Every exported HTML page as { route, file, html, template }; the 404 page once, as "/404". */
export function exportedPages(): ExportedPage[] {
  const pages: ExportedPage[] = [];
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
      const template = route === "/404" ? "_not-found" : templateOf(dir);
      pages.push({ route, file: path, html: readFileSync(path, "utf8"), template });
    }
  };
  walk(OUT_DIR);
  return pages.sort((a, b) => a.route.localeCompare(b.route));
}

/**
 * The first exported page of each app route: the pages of one dynamic route (the sixteen property
 * pages, the brand pages, the sample contracts) differ in content, not in code.
 */
export function onePagePerTemplate(): ExportedPage[] {
  const seen = new Set<string>();
  return exportedPages().filter(({ template }) => !seen.has(template) && !!seen.add(template));
}
