// A private preview stays out of search engines (issue 14, item 8): robots.txt disallows
// everything, and every response of the static server carries X-Robots-Tag: noindex, with the
// other host headers from the one list in scripts/host-headers.mjs.
import { expect, gotoUnlocked, test } from "./helpers/fixtures";

test("robots.txt disallows every crawler from every path", async ({ request }) => {
  const response = await request.get("/robots.txt");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toContain("text/plain");
  const lines = (await response.text()).split("\n").map((line) => line.trim());
  expect(lines).toContain("User-agent: *");
  expect(lines).toContain("Disallow: /");
  expect(lines.filter((line) => /^allow:/i.test(line))).toEqual([]);
});

test("every response says noindex: pages, the 404, robots.txt and the framework's scripts", async ({ page, request }) => {
  await gotoUnlocked(page, "/");
  const script = await page.locator('script[src^="/_next/static/"]').first().getAttribute("src");
  expect(script).toBeTruthy();
  for (const path of ["/", "/buy/", "/no-such-page/", "/robots.txt", script ?? ""]) {
    const headers = (await request.get(path)).headers();
    expect(headers["x-robots-tag"], path).toBe("noindex, nofollow");
    expect(headers["x-frame-options"], path).toBe("DENY");
    expect(headers["content-security-policy"], path).toContain("frame-ancestors 'none'");
  }
  expect((await request.get(script ?? "")).headers()["cache-control"]).toContain("immutable");
});
