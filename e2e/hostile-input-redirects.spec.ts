import type { Page } from "@playwright/test";
import { ada, fillSignIn, newUserPanel, passwordInput, signOutFromHeader } from "./helpers/accounts";
import { patientExpect as expect, test } from "./helpers/fixtures";
import { gotoReady } from "./helpers/page";
import { savedSignIn } from "./helpers/signed-in";

// The store opens and seeds IndexedDB on first use; on a loaded machine that can take a while.
test.describe.configure({ timeout: 90_000 });

/*
 * Open redirects (reliability-and-security.md 3.5): ?next= on /login is the only parameter that
 * sends a person elsewhere. Whatever it holds, signing in or signing up lands on this site. A
 * request to evil.example, had one been made, is answered here and counted.
 */
test.describe("no open redirect after signing in", () => {
  const hostileNext = [
    "https://evil.example/",
    "//evil.example",
    "/\\evil.example",
    "javascript:alert(1)",
    "%2F%2Fevil.example",
    "/\t/evil.example",
    "https:evil.example",
    "/.//evil.example",
    "/x/..//evil.example",
    "/./\\evil.example",
  ];

  async function watchEvil(page: Page): Promise<string[]> {
    const hits: string[] = [];
    await page.context().route(
      (url) => url.hostname.endsWith("evil.example"),
      async (route) => {
        hits.push(route.request().url());
        await route.fulfill({ status: 200, contentType: "text/html", body: "<h1>evil</h1>" });
      },
    );
    return hits;
  }

  const onSite = /^http:\/\/127\.0\.0\.1:\d+\/account\/$/;

  test("signing up with a hostile ?next= lands on My activity", async ({ page, dialogs }) => {
    test.slow(); // one account (and one password hash) per value
    const hits = await watchEvil(page);
    for (const [index, next] of hostileNext.entries()) {
      // The raw query text: "%2F%2Fevil.example" arrives encoded once more than the others.
      const query = next.startsWith("%") ? next : encodeURIComponent(next);
      await gotoReady(page, `/login/?tab=new&next=${query}`);
      const panel = newUserPanel(page);
      await panel.getByLabel(/^First name/).fill("Nora");
      await panel.getByLabel(/^Last name/).fill(`Tester ${index}`);
      await panel.getByLabel(/^Email/).fill(`nora.${index}@example.com`);
      await panel.getByLabel(/^Phone/).fill("305 555 0142");
      await passwordInput(panel, /^Create password/).fill("a long enough phrase");
      await panel.getByRole("checkbox", { name: /I agree to the terms of service/ }).check();
      await panel.getByRole("button", { name: "Create Buyer Account" }).click();
      await expect(page, `next=${next}`).toHaveURL(onSite, { timeout: 20_000 });
      await expect(page.getByRole("heading", { level: 1, name: "My activity" })).toBeVisible();
      await signOutFromHeader(page, "Nora");
    }
    expect(hits).toEqual([]);
    expect(dialogs).toEqual([]);
  });

  test.describe("an account on this device, signed out", () => {
    test.use({ storageState: savedSignIn("ada-signed-out") });

    test("signing in with a hostile ?next= lands on My activity", async ({ page, dialogs }) => {
      test.slow();
      const hits = await watchEvil(page);
      for (const next of hostileNext) {
        const query = next.startsWith("%") ? next : encodeURIComponent(next);
        await gotoReady(page, `/login/?next=${query}`);
        await fillSignIn(page, ada.email, ada.password);
        await expect(page, `next=${next}`).toHaveURL(onSite, { timeout: 20_000 });
        await signOutFromHeader(page, ada.firstName);
      }
      // A path on this site is still followed.
      await gotoReady(page, `/login/?next=${encodeURIComponent("/contracts/?tab=review")}`);
      await fillSignIn(page, ada.email, ada.password);
      await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/contracts\/\?tab=review$/);
      expect(hits).toEqual([]);
      expect(dialogs).toEqual([]);
    });
  });
});
