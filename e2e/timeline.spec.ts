import { roadmapPhases } from "../lib/catalogue/roadmap";
import { expect, expectNoAxeViolations, gotoUnlocked, route, test } from "./helpers/fixtures";

test("the evolution timeline shows the three phases with their fees on a dark page", async ({ page }) => {
  await gotoUnlocked(page, "/evolution-timeline/");
  await expect(page).toHaveTitle(/Evolution Timeline/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Evolution Timeline");
  const background = await page
    .locator("#main > div")
    .first()
    .evaluate((element) => getComputedStyle(element).backgroundColor);
  expect(background).toBe("rgb(21, 19, 15)");

  const phases = page.getByRole("article");
  await expect(phases).toHaveCount(3);
  for (const [index, phase] of roadmapPhases.entries()) {
    const card = phases.nth(index);
    await expect(card.getByRole("heading", { level: 2 })).toHaveText(phase.title);
    await expect(card).toContainText(`Phase ${phase.phase}`);
    await expect(card).toContainText(phase.period);
    await expect(card.getByText(phase.fee)).toBeVisible();
    for (const highlight of phase.highlights) await expect(card.getByText(highlight)).toBeVisible();
  }
  await expect(phases.nth(0)).toContainText("3% fee on broker commission");
  await expect(phases.nth(1)).toContainText("2% of total transaction value");
  await expectNoAxeViolations(page);
});

test("Back to Purchase leads to /buy", async ({ page }) => {
  await gotoUnlocked(page, "/buy/");
  await page.locator("#main").getByRole("link", { name: "Evolution Timeline" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Evolution Timeline");
  const back = page.getByRole("link", { name: "Back to Purchase" });
  await expect(back).toHaveAttribute("href", route("/buy"));
  await back.click();
  await expect(page).toHaveURL(/\/buy\/$/);
});
