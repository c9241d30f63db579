import { expect, expectNoAxeViolations, gotoUnlocked, test } from "./fixtures";

test("an unknown path shows the 404 page, logs the path and leads home @phone", async ({ page }) => {
  const logged: string[] = [];
  page.on("console", (message) => logged.push(message.text()));
  const response = await gotoUnlocked(page, "/no-such-residence/");
  expect(response?.status()).toBe(404);
  await expect(page.getByText("404", { exact: true })).toBeVisible();
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Oops! Page not found");
  await expect.poll(() => logged.some((line) => line.includes("/no-such-residence/"))).toBe(true);
  await expectNoAxeViolations(page);

  await page.getByRole("link", { name: "Return to Home" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("great hotels");
});
