import type { Locator, Page, Request } from "@playwright/test";
import { expect, expectNoAxeViolations, gotoUnlocked, PASSCODE, test } from "./helpers/fixtures";

/*
 * Issue 14, item 5 (code that fails to load recovers): a lazily loaded part whose download fails
 * is retried (lib/retry-import.ts), and when it still fails a reload alert stands in its place
 * (components/layout/lazy-part.tsx), never a dead control. The chunks a part needs are found by
 * doing the action once in another page; then this page's requests for them are failed.
 */

// What Chromium logs for a request the test fails on purpose, and the warning the part logs.
const BLOCKED = /Failed to load resource|net::ERR_FAILED|ChunkLoadError|Failed to load chunk/;
const CANNOT_LOAD = "This part of the page could not be loaded.";

const isChunk = (request: Request) =>
  request.resourceType() === "script" && new URL(request.url()).pathname.startsWith("/_next/static/chunks/");

/** The chunks the page requests while `act` runs (on a page that has finished loading). */
async function chunksRequestedBy(page: Page, act: () => Promise<void>): Promise<string[]> {
  await page.waitForLoadState("networkidle");
  const urls = new Set<string>();
  const record = (request: Request) => {
    if (isChunk(request)) urls.add(request.url());
  };
  page.on("request", record);
  try {
    await act();
    await page.waitForLoadState("networkidle");
  } finally {
    page.off("request", record);
  }
  return [...urls];
}

/**
 * Does `act` once in a browser context of its own (nothing blocked, nothing stored: the gate is
 * locked there unless `open` unlocks it) and returns the chunks it needed.
 */
async function discoverChunks(page: Page, open: (scout: Page) => Promise<void>, act: (scout: Page) => Promise<void>) {
  const own = await page.context().browser()!.newContext({ baseURL: test.info().project.use.baseURL, viewport: page.viewportSize() });
  const scout = await own.newPage();
  await open(scout);
  const chunks = await chunksRequestedBy(scout, () => act(scout));
  await own.close();
  expect(chunks.length, "the action loads code on demand").toBeGreaterThan(0);
  return chunks;
}

/** Fails each of `chunks` the first `failures` times it is requested; returns the request counts. */
async function failChunks(page: Page, chunks: readonly string[], failures = Infinity) {
  const attempts = new Map<string, number>();
  await page.route(
    (url) => chunks.includes(url.href),
    async (route) => {
      const count = (attempts.get(route.request().url()) ?? 0) + 1;
      attempts.set(route.request().url(), count);
      if (count <= failures) await route.abort("failed");
      else await route.continue();
    },
  );
  return attempts;
}

const cannotLoad = (scope: Page | Locator) => scope.getByRole("alert").filter({ hasText: CANNOT_LOAD });

const openConsultation = (page: Page) => gotoUnlocked(page, "/hyper-targeting/").then(() => undefined);
const consultationButton = (page: Page) => page.getByRole("button", { name: "Schedule a Consultation" });
const consultationDialog = (page: Page) => page.getByRole("dialog", { name: "Schedule a consultation" });

test.describe("a dialog whose code fails to download", () => {
  test("recovers through the retries when its chunk fails twice, then loads", async ({ page, consoleErrors }) => {
    consoleErrors.allow(BLOCKED);
    const chunks = await discoverChunks(page, openConsultation, async (scout) => {
      await consultationButton(scout).click();
      await expect(consultationDialog(scout)).toBeVisible();
    });
    // Twice: the bundler's own single retry is not enough, so only retryImport's new import() recovers.
    const attempts = await failChunks(page, chunks, 2);
    await openConsultation(page);
    await page.waitForLoadState("networkidle");
    await consultationButton(page).click();
    await expect(consultationDialog(page)).toBeVisible({ timeout: 20_000 });
    expect(Math.max(...attempts.values()), "a chunk was requested again after failing twice").toBeGreaterThanOrEqual(3);
    await expect(cannotLoad(page)).toHaveCount(0);
    await expectNoAxeViolations(page);
  });

  test("shows the reload alert in its place when the chunk never arrives; Reload page brings the page back", async ({
    page,
    consoleErrors,
  }) => {
    consoleErrors.allow(BLOCKED);
    const chunks = await discoverChunks(page, openConsultation, async (scout) => {
      await consultationButton(scout).click();
      await expect(consultationDialog(scout)).toBeVisible();
    });
    await failChunks(page, chunks);
    await openConsultation(page);
    await page.waitForLoadState("networkidle");
    await consultationButton(page).click();

    const alert = cannotLoad(page);
    await expect(alert).toBeVisible({ timeout: 20_000 });
    await expect(alert).toContainText("Check your connection, then reload the page.");
    await expect(consultationButton(page)).toBeEnabled();
    await expect(consultationButton(page)).not.toHaveAttribute("aria-busy", "true");
    await expectNoAxeViolations(page);

    await page.unrouteAll({ behavior: "ignoreErrors" });
    await Promise.all([page.waitForEvent("load"), alert.getByRole("button", { name: "Reload page" }).click()]);
    await expect(cannotLoad(page)).toHaveCount(0);
    await consultationButton(page).click();
    await expect(consultationDialog(page)).toBeVisible();
  });
});

test.describe("the gate", () => {
  const enter = async (page: Page) => {
    await page.getByLabel("Passcode").fill(PASSCODE);
    await page.getByRole("button", { name: "Enter" }).click();
  };
  const enterButton = (page: Page) => page.getByRole("button", { name: "Enter" });

  /** The gate's form has its behaviour: React hydrated it with its submit handler. */
  const formHydrated = (page: Page) =>
    page.waitForFunction(() => {
      const form = document.querySelector("#gate form");
      const props = form && Object.entries(form).find(([key]) => key.startsWith("__reactProps"))?.[1];
      return typeof (props as { onSubmit?: unknown } | undefined)?.onSubmit === "function";
    });

  test("when its unlock code cannot be downloaded, the gate says so and offers a reload, which then unlocks", async ({
    page,
    consoleErrors,
  }) => {
    consoleErrors.allow(BLOCKED);
    const chunks = await discoverChunks(
      page,
      // The form's own code loads while the page hydrates; only what Enter loads is wanted here.
      (scout) =>
        scout
          .goto("/")
          .then(() => formHydrated(scout))
          .then(() => undefined),
      async (scout) => {
        await enter(scout);
        await expect(scout.getByRole("region", { name: /Notifications/ }).getByText("Access Granted")).toBeVisible();
      },
    );
    await failChunks(page, chunks);
    await page.goto("/");
    await formHydrated(page);
    await enter(page);

    const alert = cannotLoad(page);
    await expect(alert).toBeVisible({ timeout: 20_000 });
    await expect(page.getByRole("heading", { name: "Private Access" })).toBeVisible();
    await expect(enterButton(page)).toBeEnabled();
    await expectNoAxeViolations(page);

    await page.unrouteAll({ behavior: "ignoreErrors" });
    await Promise.all([page.waitForEvent("load"), alert.getByRole("button", { name: "Reload page" }).click()]);
    await enter(page);
    await expect(page.getByRole("region", { name: /Notifications/ }).getByText("Access Granted")).toBeVisible();
  });

  test("when its form's own code cannot be downloaded, the form stays as it was, Enter leads to the reload, which then unlocks", async ({
    page,
    consoleErrors,
  }) => {
    consoleErrors.allow(BLOCKED);
    // The form's code is what a locked page loads and an unlocked one does not.
    const scout = await page.context().browser()!.newContext({ baseURL: test.info().project.use.baseURL });
    const locked = await scout.newPage();
    const lockedChunks = await chunksRequestedBy(locked, async () => {
      await locked.goto("/");
      await formHydrated(locked);
    });
    const unlocked = await scout.newPage();
    const unlockedChunks = await chunksRequestedBy(unlocked, () => gotoUnlocked(unlocked, "/").then(() => undefined));
    await scout.close();
    const formChunks = lockedChunks.filter((url) => !unlockedChunks.includes(url));
    expect(formChunks.length, "a locked page loads the form's code").toBeGreaterThan(0);

    await failChunks(page, formChunks);
    await page.goto("/");
    const alert = cannotLoad(page);
    await expect(alert).toBeVisible({ timeout: 20_000 });
    await expect(page.getByRole("heading", { name: "Private Access" })).toBeVisible();
    await page.getByLabel("Passcode").fill(PASSCODE);
    await enterButton(page).click();
    await expect(alert.getByRole("button", { name: "Reload page" })).toBeFocused();
    await expect(page.getByLabel("Passcode")).toHaveValue(PASSCODE);
    await expectNoAxeViolations(page);

    await page.unrouteAll({ behavior: "ignoreErrors" });
    await Promise.all([page.waitForEvent("load"), page.keyboard.press("Enter")]);
    await expect(cannotLoad(page)).toHaveCount(0);
    await enter(page);
    await expect(page.getByRole("region", { name: /Notifications/ }).getByText("Access Granted")).toBeVisible();
  });
});

test.describe("a part of the layout (the phone menu)", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("when its code cannot be downloaded, the page-level alert offers a reload", async ({ page, consoleErrors }) => {
    consoleErrors.allow(BLOCKED);
    const menuButton = (target: Page) => target.getByRole("button", { name: "Open menu" });
    const chunks = await discoverChunks(
      page,
      (scout) => gotoUnlocked(scout, "/privacy/").then(() => undefined),
      async (scout) => {
        await menuButton(scout).click();
        await expect(scout.getByRole("dialog")).toBeVisible();
      },
    );
    await failChunks(page, chunks);
    await gotoUnlocked(page, "/privacy/");
    await page.waitForLoadState("networkidle");
    await menuButton(page).click();

    const alert = cannotLoad(page);
    await expect(alert).toBeVisible({ timeout: 20_000 });
    await expect(menuButton(page)).toBeEnabled();
    await expectNoAxeViolations(page);

    await page.unrouteAll({ behavior: "ignoreErrors" });
    await Promise.all([page.waitForEvent("load"), alert.getByRole("button", { name: "Reload page" }).click()]);
    await expect(cannotLoad(page)).toHaveCount(0);
    await menuButton(page).click();
    await expect(page.getByRole("dialog")).toBeVisible();
  });
});
