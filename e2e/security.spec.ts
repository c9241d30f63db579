import { createHash } from "node:crypto";
import { expect, gotoUnlocked, test } from "./helpers/fixtures";
import { exportedPages } from "./helpers/exported-pages";

const scriptPolicy = (html: string) => {
  const meta = /<meta http-equiv="Content-Security-Policy" content="([^"]*)"/.exec(html);
  return meta?.[1]?.split("; ").find((directive) => directive.startsWith("script-src")) ?? null;
};

test.describe("Content-Security-Policy", () => {
  test("every exported page allows exactly its own inline scripts by hash, and nothing inline otherwise", () => {
    const pages = exportedPages();
    expect(pages.length).toBeGreaterThan(3);
    for (const { route, html } of pages) {
      const policy = scriptPolicy(html);
      expect(policy, `${route} has a script policy`).not.toBeNull();
      expect(policy).not.toContain("unsafe-inline");
      expect(policy).not.toContain("unsafe-eval");
      expect(policy).not.toContain("strict-dynamic");
      const inline = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)].filter((match) => !/\ssrc\s*=/i.test(match[1] ?? ""));
      for (const match of inline) {
        const hash = `'sha256-${createHash("sha256")
          .update(match[2] ?? "")
          .digest("base64")}'`;
        expect(policy, `${route}: inline script hash listed`).toContain(hash);
      }
      expect(html).not.toMatch(/<meta http-equiv="Content-Security-Policy" content="[^"]*frame-ancestors/);
    }
  });

  test("the host headers lock down framing, plugins, sniffing, referrers and powerful features", async ({ request }) => {
    for (const path of ["/", "/privacy/", "/no-such-page/"]) {
      const response = await request.get(path);
      const headers = response.headers();
      const csp = headers["content-security-policy"] ?? "";
      expect(csp, path).toContain("frame-ancestors 'none'");
      expect(csp).toContain("object-src 'none'");
      expect(csp).toContain("base-uri 'none'");
      expect(csp).not.toContain("unsafe-eval");
      expect(headers["x-content-type-options"]).toBe("nosniff");
      expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
      expect(headers["permissions-policy"]).toContain("camera=()");
      expect(headers["x-frame-options"]).toBe("DENY");
    }
  });

  test("the page cannot be framed by another site", async ({ page, baseURL, consoleErrors }) => {
    consoleErrors.allow("frame-ancestors");
    consoleErrors.allow("X-Frame-Options");
    // setContent waits for the load event, which waits for the frame to load or be refused.
    await page.setContent(`<iframe id="frame" src="${baseURL}/" width="800" height="600"></iframe>`);
    const frame = page.frameLocator("#frame");
    await expect(frame.getByRole("heading", { name: "Private Access" })).toHaveCount(0);
  });

  test("negative control: without the hashes the framework's inline scripts are blocked and reported", async ({
    page,
    cspViolations,
    consoleErrors,
  }) => {
    consoleErrors.allow("Content Security Policy");
    await page.route("**/privacy/", async (route) => {
      const response = await route.fetch();
      const html = (await response.text()).replace(/script-src 'self'[^;"]*/, "script-src 'self'");
      await route.fulfill({ response, body: html });
    });
    await gotoUnlocked(page, "/privacy/");
    await expect.poll(() => cspViolations.list.length).toBeGreaterThan(0);
    expect(cspViolations.list.every((violation) => violation.directive === "script-src-elem")).toBe(true);
    cspViolations.clear();
  });
});

test("no external link opens without noopener and noreferrer", () => {
  for (const { route, html } of exportedPages()) {
    for (const match of html.matchAll(/<a\b[^>]*href="(https?:)?\/\/[^"]*"[^>]*>/gi)) {
      expect(match[0], route).toMatch(/rel="[^"]*noopener[^"]*noreferrer|rel="[^"]*noreferrer[^"]*noopener/);
    }
  }
});
