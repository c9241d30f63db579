import { patientExpect as expect, expectNoAxeViolations, test, unlock } from "./helpers/fixtures";
import { main } from "./helpers/page";

// The page's heading and what it is are written at build time: they are there at the first paint,
// before any script has run or the store has been read.
test("/offers/ arrives with its heading and its honest note in the HTML", async ({ page, request }) => {
  const html = await (await request.get("/offers/")).text();
  expect(html).toMatch(/<h1[^>]*>Offers<\/h1>/);
  expect(html).toContain("you export each step as a signed deal message and send the file or link yourself, since this site sends nothing");

  await unlock(page);
  await page.goto("/offers/?id=no-such-offer");
  await expect(main(page).getByRole("heading", { level: 1 })).toHaveText("Offers");
  await expect(main(page).getByRole("heading", { level: 2, name: "Offer not found" })).toBeVisible();
  await expectNoAxeViolations(page);
});
