import { expect, test } from "./helpers/fixtures";
import { exportedPages } from "./helpers/exported-pages";

const attr = (html: string, pattern: RegExp) => pattern.exec(html)?.[1] ?? null;

test("every page has its own title and description, Open Graph data and noindex", () => {
  const pages = exportedPages();
  const titles = new Map<string, string>();
  for (const { route, html } of pages) {
    const title = attr(html, /<title>([^<]*)<\/title>/);
    expect(title, `${route} has a title`).toBeTruthy();
    expect(titles.has(title!), `${route} shares its title with ${titles.get(title!)}`).toBe(false);
    titles.set(title!, route);
    expect(attr(html, /<meta name="description" content="([^"]*)"/), `${route} description`).toBeTruthy();
    expect(html, `${route} is kept out of search engines`).toContain('<meta name="robots" content="noindex, nofollow"/>');
    expect(attr(html, /<meta property="og:image" content="([^"]*)"/), `${route} og:image`).toMatch(/^https:\/\/.+\.webp$/);
    expect(html).toMatch(/<link rel="manifest" href="\/manifest.webmanifest"/);
    expect(html).toMatch(/<link rel="icon" href="\/icon.svg/);
  }
});

test("the web manifest and icons ship with the site", async ({ request }) => {
  const manifest = await (await request.get("/manifest.webmanifest")).json();
  expect(manifest.name).toBe("Aurum Residences");
  for (const icon of manifest.icons as { src: string }[]) {
    const response = await request.get(icon.src);
    expect(response.status(), icon.src).toBe(200);
  }
  expect((await request.get("/apple-icon.png")).status()).toBe(200);
  expect((await request.get("/sitemap.xml")).status()).toBe(404);
});
